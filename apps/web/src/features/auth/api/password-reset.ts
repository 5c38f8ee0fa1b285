import { forgotPassword, resetPassword } from '@platform/contracts/identity/routes';
import { callApi } from '../../../shared/api/call-api.ts';

export async function requestPasswordReset(body: { username: string; email: string }): Promise<void> {
  await callApi(forgotPassword, { body });
}

export async function resetPasswordByToken(body: {
  token: string;
  newPassword: string;
  confirmNewPassword: string;
}): Promise<void> {
  await callApi(resetPassword, { body });
}
