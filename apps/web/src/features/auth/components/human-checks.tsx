import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { HumanChecks as Checks } from '../model/use-human-checks.ts';
import { CaptchaField } from './captcha-field.tsx';
import { HumanCheck } from './human-check.tsx';

/** The image captcha when it is needed, then the proof-of-work check, of one form. */
export function HumanChecks({ checks }: { checks: Checks }): ReactNode {
  const { t } = useTranslation('auth');
  return (
    <>
      {checks.needsCaptcha && (
        <CaptchaField
          key={`captcha-${checks.round}`}
          error={checks.missing.captcha ? t('field.required') : undefined}
        />
      )}
      <HumanCheck
        key={`check-${checks.round}`}
        onChange={checks.onHumanCheck}
        error={checks.missing.humanCheck ? t('humanCheck.required') : undefined}
      />
    </>
  );
}
