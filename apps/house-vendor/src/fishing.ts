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

/**
 * The session's school swimming now, or a new one once it has swum by: undefined for no fishing
 * session of that id, null while another request holds the session longer than the wait.
 */
export async function schoolNow(
  sessions: SessionStore,
  id: string,
): Promise<ReturnType<typeof schoolView> | undefined | null> {
  const found = await sessions.get(id);
  if (found?.game !== 'fishing') return undefined;
  if (found.school && Date.now() < found.school.endsAt) return schoolView(found.school);
  const held = await sessions.hold(found.id, SCHOOL_WAIT_MS);
  if (!held) return held;
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
}

/** The fishing game's school, beside the vendor's shared routes. */
export function fishingRoutes(app: FastifyInstance, sessions: SessionStore): void {
  // Its paths come from Math.random, not the committed seed: every fish returns the same share of a
  // shot, so where fish swim and which kinds come move no odds, and the seed's stream stays the shots'.
  app.get<{ Params: { id: string } }>('/api/sessions/:id/school', async (request, reply) => {
    const school = await schoolNow(sessions, request.params.id);
    if (school === undefined) return reply.status(404).send({ error: 'generic' });
    if (school === null) return reply.status(409).send({ error: 'busy' });
    return school;
  });
}
