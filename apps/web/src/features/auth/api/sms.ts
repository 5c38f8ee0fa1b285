import { login, registerMobile, sendSmsCode } from '@platform/contracts/identity/routes';
import type { LoginValue, SmsPurpose } from '@platform/contracts/identity/schemas';
import type { QueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';
import { signIn } from './sign-in.ts';

export async function requestSmsCode(
  mobileNum: string,
  purpose: SmsPurpose,
  humanCheck: string,
): Promise<void> {
  await callApi(sendSmsCode, { body: { mobileNum, purpose, humanCheck } });
}

export async function signInBySms(
  queryClient: QueryClient,
  body: { mobileNum: string; verificationCode: string },
): Promise<LoginValue> {
  const value = await callApi(login, { body: { type: 'sms', ...body } });
  // An SMS code proves the phone: the server never holds this login for a second step.
  if (value.token === null) throw new Error('The login answered without a session');
  await signIn(queryClient, value.token);
  return value;
}

/** Mobile registration: the verified number becomes the account name; logs straight in. */
export async function registerByMobile(
  queryClient: QueryClient,
  values: { mobileNum: string; verificationCode: string; password: string; confirmPassword: string },
  referralCode: string | undefined,
): Promise<void> {
  const body = {
    ...values,
    ageConfirmed: true,
    registerMethod: 'WEB' as const,
    login: true,
    ...(referralCode ? { referralCode } : {}),
  };
  const { token } = await callApi(registerMobile, { body });
  if (token === null) throw new Error('Registration answered without a session');
  await signIn(queryClient, token);
}
