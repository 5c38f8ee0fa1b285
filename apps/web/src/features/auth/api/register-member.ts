import { register } from '@platform/contracts/identity/routes';
import type { RegisterBody } from '@platform/contracts/identity/schemas';
import type { QueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';
import type { FormValues } from '../model/register-fields.ts';
import type { HumanCheckValues } from '../model/use-human-checks.ts';
import { signIn } from './sign-in.ts';

/**
 * Registers with the filled-in fields (empty optional ones left out), the human checks and, where the
 * brand verifies mobile numbers, the SMS code; then logs straight in.
 */
export async function registerMember(
  queryClient: QueryClient,
  values: FormValues,
  referralCode: string | undefined,
  checks: HumanCheckValues,
  verificationCode = '',
): Promise<void> {
  const filled = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''));
  const body: RegisterBody = {
    ...filled,
    username: values.username ?? '',
    password: values.password ?? '',
    confirmPassword: values.confirmPassword ?? '',
    ageConfirmed: true,
    registerMethod: 'WEB',
    login: true,
    ...(referralCode ? { referralCode } : {}),
    ...checks,
    ...(verificationCode ? { verificationCode } : {}),
  };
  const { token } = await callApi(register, { body });
  if (token === null) throw new Error('Registration answered without a session');
  await signIn(queryClient, token);
}
