import { z } from 'zod';

/** At most this many passkeys per member: enough for every device a person uses. */
export const MAX_PASSKEYS = 10;

const base64url = (max: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]*$/, 'base64url')
    .max(max);
/** WebAuthn allows credential ids of up to 1023 bytes: 1364 base64url characters. */
const ZCredentialId = base64url(1364).min(1);
/** Signed browser data and attestations stay well under this; anything larger is not a passkey. */
const ENCODED_MAX = 16_384;

/**
 * The browser's WebAuthn options, built by the server and handed to the browser as they are (the
 * W3C "JSON" forms of PublicKeyCredentialCreationOptions and PublicKeyCredentialRequestOptions).
 */
const ZCreationOptions = z
  .looseObject({ challenge: z.string() })
  .describe('PublicKeyCredentialCreationOptionsJSON, for navigator.credentials.create()');
const ZRequestOptions = z
  .looseObject({ challenge: z.string() })
  .describe('PublicKeyCredentialRequestOptionsJSON, for navigator.credentials.get()');

const ZChallengeId = z.string().min(20).max(64).describe('Names the one-time challenge; valid 5 minutes');

export const ZPasskeyRegistrationOptions = z.object({ challengeId: ZChallengeId, options: ZCreationOptions });
export const ZPasskeyLoginOptions = z.object({ challengeId: ZChallengeId, options: ZRequestOptions });

const credential = <T extends z.ZodRawShape>(response: T) =>
  z.object({
    id: ZCredentialId,
    rawId: ZCredentialId,
    type: z.literal('public-key'),
    response: z.object(response),
    authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
    clientExtensionResults: z.unknown().describe('Not used: no extension is asked for'),
  });

export const ZPasskeyRegistrationBody = z.object({
  challengeId: ZChallengeId,
  name: z.string().trim().min(1).max(64).optional().describe('What the member calls this device'),
  credential: credential({
    clientDataJSON: base64url(ENCODED_MAX),
    attestationObject: base64url(ENCODED_MAX),
    transports: z.array(z.string().max(32)).max(10).optional(),
  }).describe('RegistrationResponseJSON from navigator.credentials.create()'),
});
export type PasskeyRegistrationBody = z.infer<typeof ZPasskeyRegistrationBody>;

export const ZPasskeyLoginBody = z.object({
  challengeId: ZChallengeId,
  credential: credential({
    clientDataJSON: base64url(ENCODED_MAX),
    authenticatorData: base64url(ENCODED_MAX),
    signature: base64url(ENCODED_MAX),
    userHandle: base64url(128).optional(),
  }).describe('AuthenticationResponseJSON from navigator.credentials.get()'),
});
export type PasskeyLoginBody = z.infer<typeof ZPasskeyLoginBody>;

export const ZPasskey = z.object({
  id: ZCredentialId.describe("The credential's id, as the authenticator knows it"),
  name: z.string().nullable(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().nullable(),
});
export type Passkey = z.infer<typeof ZPasskey>;

export const ZPasskeyList = z.object({ passkeys: z.array(ZPasskey).max(MAX_PASSKEYS) });
export const ZPasskeyRemoveBody = z.object({ id: ZCredentialId });
