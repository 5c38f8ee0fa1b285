import { isFeatureEnabled, type WhitelabelNode } from '@platform/contracts/system/feature-switches';

/**
 * Whether quick login by passkey is offered: the brand has it on and the browser speaks WebAuthn.
 * Devices without it get no button they could not use.
 */
export function canUsePasskeys(whitelabel: readonly WhitelabelNode[]): boolean {
  return isFeatureEnabled(whitelabel, 'LOGIN_PASSKEY') && typeof window.PublicKeyCredential === 'function';
}

/** Browser refusals a person causes (by their DOMException name), with the key of their calm text in `auth`. */
const PERSON_CAUSED = {
  // The prompt was dismissed or timed out, or the fingerprint, face or PIN was not given.
  NotAllowedError: 'passkey.cancelled',
  AbortError: 'passkey.cancelled',
  // The authenticator already holds one of the member's passkeys (the server listed it as excluded).
  InvalidStateError: 'passkey.deviceRegistered',
} as const;

/** The text key of a passkey prompt the person turned down, or undefined for a real failure. */
export function passkeyRefusal(error: Error): (typeof PERSON_CAUSED)[keyof typeof PERSON_CAUSED] | undefined {
  return Object.hasOwn(PERSON_CAUSED, error.name)
    ? PERSON_CAUSED[error.name as keyof typeof PERSON_CAUSED]
    : undefined;
}
