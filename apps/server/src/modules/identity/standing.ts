/** A member's standing as staff set it (migration 0090 says what each stops). */
const MEMBER_STATUSES = ['ACTIVE', 'LOCKED', 'SUSPENDED', 'CLOSED'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/** The standings that may log in and keep a session: a suspended member still looks and withdraws. */
export const LOGIN_STATUSES: readonly MemberStatus[] = ['ACTIVE', 'SUSPENDED'];

export const mayLogIn = (status: string): boolean => (LOGIN_STATUSES as readonly string[]).includes(status);
