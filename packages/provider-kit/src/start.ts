import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';

/**
 * The process's environment read by a provider's schema (an empty variable counts as unset); an
 * invalid one ends the start with every problem, a line each.
 */
export function envOrExit<Schema extends z.ZodType>(schema: Schema): z.output<Schema> {
  const parsed = schema.safeParse(
    Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== '')),
  );
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  console.error(`Invalid environment:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}

/**
 * Listens, or ends the start with what a person starting it can fix, in one line: the variables that
 * set the port and the host are named. Any other failure is thrown on with its stack.
 */
export async function listenOrExit(
  app: FastifyInstance,
  listen: { port: number; host: string; portVariable: string; hostVariable: string; portHint?: string },
): Promise<void> {
  try {
    await app.listen({ port: listen.port, host: listen.host });
  } catch (error) {
    const { code } = error as NodeJS.ErrnoException;
    const { port, portVariable, hostVariable } = listen;
    const problems: Record<string, string> = {
      EADDRINUSE: `port ${port} is in use: set ${portVariable}=<another port>${listen.portHint ?? ''}, or stop the other process`,
      EACCES: `port ${port} needs privileges this user lacks: set ${portVariable} to 1024 or above`,
      EADDRNOTAVAIL: `${hostVariable}=${listen.host} is not an address of this machine`,
    };
    const problem = code ? problems[code] : undefined;
    if (!problem) throw error;
    console.error(`Start-up failed: ${problem}`);
    process.exit(1);
  }
}
