import type { SmsPurpose } from '@platform/contracts/identity/schemas';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeField } from '../../../shared/ui/code-field.tsx';
import { requestSmsCode } from '../api/sms.ts';
import type { HumanChecks } from '../model/use-human-checks.ts';

type SmsCodeFieldProps = {
  purpose: SmsPurpose;
  /** The form's mobile number when it is valid; otherwise null, after showing the field's error. */
  validMobile: () => string | null;
  error?: string | undefined;
  /** The form's human checks: each send spends a solved proof of work. */
  checks: HumanChecks;
};

/**
 * The verification code input with its SMS button, which needs a valid mobile number and a solved
 * proof of work first (spec section 5).
 */
export function SmsCodeField({ purpose, validMobile, error, checks }: SmsCodeFieldProps): ReactNode {
  const { t } = useTranslation('auth');
  const send = async () => {
    const mobile = validMobile();
    if (mobile === null) return false;
    const humanCheck = checks.takeProof();
    if (humanCheck === null) return false;
    try {
      await requestSmsCode(mobile, purpose, humanCheck);
    } finally {
      checks.reset();
    }
    return true;
  };

  return (
    <CodeField
      name="verificationCode"
      label={t('field.verificationCode')}
      placeholder={t('placeholder.required', { field: t('field.verificationCode') })}
      error={error}
      send={send}
    />
  );
}
