import { ZFailure } from '@platform/contracts/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registeredMember } from '../test/member.ts';
import { staffToken } from '../test/staff-token.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

/**
 * Every operation of the OpenAPI document, called as a signed-in member (or staff on /ops) with an
 * otherwise well-formed request whose hostile part is the only thing wrong with it: the answer is a 4xx
 * or a success, never a 500.
 */
type Schema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  minimum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  minItems?: number;
  format?: string;
};
type Parameter = { name: string; in: 'query' | 'path' | 'header' | 'cookie'; schema?: Schema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};
type Call = { method: string; path: string; operation: Operation };

const NUL_TEXT = 'a\u0000b';

/** A value of `schema` whose every free-text string carries a NUL byte. */
function sample(schema: Schema | undefined, text: string): unknown {
  if (!schema) return text;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const variant = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (variant?.[0]) return sample(variant[0], text);
  const type = Array.isArray(schema.type) ? schema.type.find((name) => name !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, property]) => [name, sample(property, text)]),
      );
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => sample(schema.items, text));
    case 'integer':
    case 'number':
      return Math.max(1, Math.ceil((schema.minimum ?? schema.exclusiveMinimum ?? 0) + 1));
    case 'boolean':
      return true;
    default:
      return text.padEnd(schema.minLength ?? 0, 'x');
  }
}

const ZDocument = z.object({ paths: z.record(z.string(), z.record(z.string(), z.unknown())) });

let server: TestServer;
let calls: Call[];
let memberToken: string;
let staff: string;
beforeAll(async () => {
  server = await startTestServer();
  const document = ZDocument.parse(await (await server.request('/docs/json')).json());
  calls = Object.entries(document.paths)
    .flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        operation: operation as Operation,
      })),
    )
    // Calls that end the session go last, so every other call is made signed in.
    .sort((a, b) => Number(/logout/.test(a.path)) - Number(/logout/.test(b.path)));
  memberToken = (await registeredMember(server, 'hostile01')).token;
  staff = await staffToken(server, 'hostile-staff', {
    roles: ['admin', 'support', 'finance', 'risk', 'content'],
  });
});
afterAll(() => server?.close());

/** Sends `call` with path and query parameters from `value` and the body sampled with `text`. */
async function send(call: Call, text: string, value: (parameter: Parameter) => string): Promise<Response> {
  const parameters = call.operation.parameters ?? [];
  const path = call.path.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const parameter = parameters.find((candidate) => candidate.name === name);
    return encodeURIComponent(parameter ? value(parameter) : text);
  });
  const query = new URLSearchParams(
    parameters
      .filter((parameter) => parameter.in === 'query')
      .map((parameter): [string, string] => [parameter.name, value(parameter)]),
  );
  const body = call.operation.requestBody?.content?.['application/json']?.schema;
  const staffCall = call.path.startsWith('/ops/');
  return server.request(`${path}${query.size > 0 ? `?${query}` : ''}`, {
    method: call.method,
    headers: {
      Merchant: 'demo',
      Authorization: staffCall ? staff : memberToken,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(sample(body, text)) } : {}),
  });
}

describe('hostile input on every route', () => {
  it('a NUL byte in any string field is a 4xx, never a 500', async () => {
    const failed: string[] = [];
    for (const call of calls) {
      const response = await send(call, NUL_TEXT, (parameter) => String(sample(parameter.schema, NUL_TEXT)));
      if (response.status >= 500) failed.push(`${call.method} ${call.path}: ${response.status}`);
    }
    expect(failed).toEqual([]);
  });

  it('a NUL byte is refused as invalid input, in the caller’s language', async () => {
    const response = await server.request('/wps/member/register', {
      method: 'PUT',
      headers: { Merchant: 'demo', Language: 'VI', 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'player\u0000', password: 'x', confirmPassword: 'x' }),
    });
    expect(response.status).toBe(400);
    const failure = ZFailure.parse(await response.json());
    expect(failure.errorCode).toBe('request.invalid');
    expect(failure.issues).toContainEqual({ path: 'body.username', code: 'invalid_format' });
  });

  const OUT_OF_RANGE = ['99999999999999999999', '9223372036854775808', '-1', '1e30', 'abc', '1.5', '0x10'];
  it.each(OUT_OF_RANGE)(
    'an id, cursor or number query value of %s is a 4xx, never a 500',
    async (hostile) => {
      const failed: string[] = [];
      for (const call of calls) {
        const numeric = (call.operation.parameters ?? []).filter(
          (parameter) =>
            ['integer', 'number'].includes(String(parameter.schema?.type)) ||
            /(^id$|Id$|cursor|^page|^before$|^after$)/i.test(parameter.name),
        );
        // One value at a time, the others sane, so the hostile one is what reaches the query.
        for (const target of numeric) {
          const response = await send(call, 'text', (parameter) => {
            if (parameter === target) return hostile;
            if (parameter.name === 'merchant') return 'demo';
            return String(sample(parameter.schema, numeric.includes(parameter) ? '1' : 'text'));
          });
          if (response.status >= 500)
            failed.push(`${call.method} ${call.path} ${target.name}: ${response.status}`);
        }
      }
      expect(failed).toEqual([]);
    },
  );
});
