import {
  finishPasskeyRegistration,
  loginByPasskey,
  startPasskeyLogin,
  startPasskeyRegistration,
} from '@platform/contracts/identity/passkey-routes';
import type { LoginValue } from '@platform/contracts/identity/schemas';
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { callApi } from '../../../shared/api/call-api.ts';
import { deviceName } from '../model/device-name.ts';

/*
 * Passkeys in the browser. The WebAuthn library loads when a passkey is used, and this module only
 * with the windows that offer passkeys: the home page's first download stays as it is. (Loading this
 * module itself on the click would split shared code out of the first download's chunks.) A prompt
 * the person turns down rejects with the browser's own error: see `passkeyRefusal`.
 */
const webAuthn = () => import('@simplewebauthn/browser');

/**
 * The server builds the options with @simplewebauthn/server for exactly this library; the contract
 * describes them loosely, so they are handed over as they are.
 */
const creationOptions = (options: object) => options as PublicKeyCredentialCreationOptionsJSON;
const requestOptions = (options: object) => options as PublicKeyCredentialRequestOptionsJSON;

/** Quick login: the device offers the site's passkeys, the person unlocks one, the server checks it. */
export async function logInWithPasskey(): Promise<LoginValue> {
  const [{ startAuthentication }, { challengeId, options }] = await Promise.all([
    webAuthn(),
    callApi(startPasskeyLogin),
  ]);
  const credential = await startAuthentication({ optionsJSON: requestOptions(options) });
  return callApi(loginByPasskey, { body: { challengeId, credential } });
}

/** Adds a passkey on this device for the logged-in member. */
export async function addPasskey(): Promise<void> {
  const [{ startRegistration }, { challengeId, options }] = await Promise.all([
    webAuthn(),
    callApi(startPasskeyRegistration),
  ]);
  const credential = await startRegistration({ optionsJSON: creationOptions(options) });
  await callApi(finishPasskeyRegistration, {
    body: { challengeId, name: deviceName(navigator.userAgent), credential },
  });
}
