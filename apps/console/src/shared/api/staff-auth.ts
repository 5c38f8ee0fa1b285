import {
  operatorInfo,
  operatorLogin,
  operatorLogout,
  operatorPassword,
  passkeySecondFactor,
  passkeySecondFactorOptions,
  secondFactorConfirm,
  secondFactorSetup,
  secondFactorVerify,
} from '@platform/contracts/operator/routes';
import type { OperatorNextStep } from '@platform/contracts/operator/schemas';
import { type PublicKeyCredentialRequestOptionsJSON, startAuthentication } from '@simplewebauthn/browser';
import { callOps } from './ops-client.ts';
import { useSession } from './session.ts';

/** Logs in and keeps the token for this tab; answers the step the session must take next. */
export async function logIn(account: string, password: string): Promise<OperatorNextStep> {
  const { token, next } = await callOps(operatorLogin, { body: { account, password } });
  useSession.getState().start(token);
  return next;
}

/** The step the present session must take next (after a reload in the middle of the flow, too). */
export async function nextStep(): Promise<OperatorNextStep> {
  return (await callOps(operatorInfo)).next;
}

export async function changePassword(oldPassword: string, newPassword: string): Promise<void> {
  await callOps(operatorPassword, { body: { oldPassword, newPassword } });
}

export const startSecondFactorSetup = () => callOps(secondFactorSetup);

export async function confirmSecondFactor(code: string): Promise<string[]> {
  return (await callOps(secondFactorConfirm, { body: { code } })).recoveryCodes;
}

export async function verifySecondFactor(proof: { code: string } | { recoveryCode: string }): Promise<void> {
  await callOps(secondFactorVerify, { body: proof });
}

/** Whether the account has a passkey to pass the second factor with (the login step offers it then). */
export async function hasPasskey(): Promise<boolean> {
  return (await callOps(operatorInfo)).passkeys > 0;
}

/**
 * Passes the second factor with one of the account's passkeys: the browser asks for the key (or the
 * device's fingerprint or PIN) and signs the server's one-time challenge.
 */
export async function verifyWithPasskey(): Promise<void> {
  const { challengeId, options } = await callOps(passkeySecondFactorOptions);
  // Built by @simplewebauthn/server for this library; the contract describes them loosely.
  const optionsJSON = options as PublicKeyCredentialRequestOptionsJSON;
  const credential = await startAuthentication({ optionsJSON });
  await callOps(passkeySecondFactor, { body: { challengeId, credential } });
}

/** Ends the session on the server (best effort) and in this tab. */
export async function logOut(): Promise<void> {
  await callOps(operatorLogout).catch(() => undefined);
  useSession.getState().end('logout');
}
