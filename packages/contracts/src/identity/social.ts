import type { ModuleId } from '../system/feature-switches.ts';
import type { LoginValue } from './schemas.ts';

/**
 * Logins without a password: by a provider (OpenID Connect) in a popup, and free play. No schema
 * here: the site imports this at run time.
 */
export const SOCIAL_CHANNELS = ['google', 'facebook'] as const;
export type SocialChannel = (typeof SOCIAL_CHANNELS)[number];

/** The feature switch of each channel; all of them sit under LOGIN_SOCIAL. */
export const SOCIAL_CHANNEL_SWITCH = {
  google: 'LOGIN_GOOGLE',
  facebook: 'LOGIN_FACEBOOK',
} as const satisfies Record<SocialChannel, ModuleId>;

/** The member type of a demo (free play) account (spec section 6). */
export const DEMO_MEMBER_TYPE = 4;

/** Agent-type codes (spec section 6): these accounts see the agent button and may use the agent site. */
export const AGENT_MEMBER_TYPES: ReadonlySet<number> = new Set([1, 2, 41, 42]);

/**
 * Where the site's popup starts a login by `channel`; `language` picks the language of its messages,
 * `withdrawOnly` asks for the restricted session a member on a break may open to withdraw.
 */
export function socialLoginStartPath(channel: SocialChannel, language: string, withdrawOnly = false): string {
  return `/wps/session/oauth/${channel}?language=${encodeURIComponent(language)}${withdrawOnly ? '&withdrawOnly=1' : ''}`;
}

/** The message the login popup posts to the window that opened it, on the site's own origin only. */
export type SocialLoginResult =
  | { type: 'social-login'; value: LoginValue }
  | { type: 'social-login'; errorCode: string; message: string };
