import { ZSuccess } from '@platform/contracts/envelope';
import { ZLoginValue } from '@platform/contracts/identity/schemas';

/** The session token of a successful login or registration answer; a held login (second step) fails the test. */
export function sessionTokenOf(body: unknown): string {
  const { token, secondStep } = ZSuccess(ZLoginValue).parse(body).value;
  if (token === null) throw new Error(`expected a session, got a second step: ${JSON.stringify(secondStep)}`);
  return token;
}
