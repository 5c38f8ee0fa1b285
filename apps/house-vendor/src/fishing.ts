import { readFile } from 'node:fs/promises';
import { stripTypeScriptTypes } from 'node:module';
import type { FastifyInstance } from 'fastify';
import { fishOnScreen, newSchool, type School } from './games/fishing.ts';
import type { Outcome, RoundChoice } from './rounds.ts';
import type { PlaySession, SessionStore } from './sessions.ts';

/** How long a request for the next school waits for a shot in flight to end. */
const SCHOOL_WAIT_MS = 3_000;

/** The school as the page draws it, with the server's clock, so the page swims the fish in step. */
const schoolView = (school: School) => ({ now: Date.now(), ...school });

/**
 * What a shot the page names (a fish of the session's school, by id) is aimed at: the page says which
 * fish, the server says what kind it is. A fish no longer swimming is still named here, so that the
 * same shot sent again gets its answer; `onScreen` says whether a new shot may be taken at it.
 */
export function aimedAt(session: PlaySession, fish: string): RoundChoice | undefined {
  const target = session.school?.fish.find((one) => one.id === fish);
  return target && { game: 'fishing', kind: target.kind, fish: target.id };
}

export const onScreen = (session: PlaySession, fish: string, now: number): boolean =>
  fishOnScreen(session.school, fish, now) !== undefined;

/** A caught fish leaves the school: no second shot can land on it. */
export function landCatch(session: PlaySession, outcome: Outcome): void {
  if (outcome.game === 'fishing' && outcome.caught && outcome.fish && session.school)
    session.school.caught.push(outcome.fish);
}

/** The fishing game's own page assets and its school, beside the vendor's shared routes. */
export function fishingRoutes(app: FastifyInstance, sessions: SessionStore, assetsDir: URL): void {
  const script = readFile(new URL('fishing.ts', assetsDir), 'utf8').then((source) =>
    stripTypeScriptTypes(source),
  );
  app.get('/assets/fishing.js', async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(await script),
  );
  app.get('/assets/fishing.css', async (_request, reply) =>
    reply.type('text/css; charset=utf-8').send(await readFile(new URL('fishing.css', assetsDir), 'utf8')),
  );

  // The school swimming now, or a new one once it has swum by. Its paths come from Math.random, not
  // the committed seed: every fish returns the same share of a shot, so where fish swim and which
  // kinds come move no odds, and the seed's stream stays the shots' alone.
  app.get<{ Params: { id: string } }>('/api/sessions/:id/school', async (request, reply) => {
    const found = await sessions.get(request.params.id);
    if (found?.game !== 'fishing') return reply.status(404).send({ error: 'generic' });
    if (found.school && Date.now() < found.school.endsAt) return schoolView(found.school);
    const held = await sessions.hold(found.id, SCHOOL_WAIT_MS);
    if (held === undefined) return reply.status(404).send({ error: 'generic' });
    if (held === null) return reply.status(409).send({ error: 'busy' });
    try {
      const { session } = held;
      if (!session.school || Date.now() >= session.school.endsAt) {
        session.school = newSchool(Math.random, Date.now());
        await held.save();
      }
      return schoolView(session.school);
    } finally {
      await held.release();
    }
  });
}
