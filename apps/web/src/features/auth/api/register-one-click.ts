import { registerOneClick } from '@platform/contracts/identity/routes';
import type { OneClickRegisterValue } from '@platform/contracts/identity/schemas';
import { callApi } from '../../../shared/api/call-api.ts';
import type { HumanCheckValues } from '../model/use-human-checks.ts';

/**
 * One-click registration: the server makes up the account name and password and answers them with
 * the session. The site signs in only once the member has seen (and saved) them.
 */
export function registerInOneClick(
  links: { referralCode: string | undefined; affiliateCode: string | undefined },
  checks: HumanCheckValues,
): Promise<OneClickRegisterValue> {
  return callApi(registerOneClick, {
    body: {
      ageConfirmed: true,
      ...(links.referralCode ? { referralCode: links.referralCode } : {}),
      ...(links.affiliateCode ? { affiliateCode: links.affiliateCode } : {}),
      ...checks,
    },
  });
}
