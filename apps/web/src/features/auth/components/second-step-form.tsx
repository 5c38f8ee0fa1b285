import { completeSecondStep, sendSecondStepCode } from '@platform/contracts/identity/routes';
import type { LoginValue, SecondStep, SecondStepMethod } from '@platform/contracts/identity/schemas';
import { Button } from '@platform/ui/button.tsx';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error.ts';
import { callApi } from '../../../shared/api/call-api.ts';
import { useFieldErrors } from '../../../shared/hooks/use-field-errors.ts';
import { CodeField } from '../../../shared/ui/code-field.tsx';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { signIn } from '../api/sign-in.ts';

type SecondStepFormProps = {
  step: SecondStep;
  onSignedIn: (value: LoginValue) => void;
  /** Back to the password form: the held login expired or the member gives up. */
  onRestart: () => void;
};

const FIELDS = ['code'] as const;
const SIX_DIGITS = /^\d{6}$/;

async function sendCodeFor(ticket: string, method: 'sms' | 'email'): Promise<boolean> {
  await callApi(sendSecondStepCode, { body: { ticket, method } });
  return true;
}

/**
 * The second step of a login from an address the member never used (spec section 4, login step 7):
 * a code from one of the member's ways of proving it is them.
 */
export function SecondStepForm({ step, onSignedIn, onRestart }: SecondStepFormProps): ReactNode {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const [method, setMethod] = useState<SecondStepMethod>(step.methods[0] ?? 'totp');
  const sendCode = (channel: 'sms' | 'email') => sendCodeFor(step.ticket, channel);
  const form = useFieldErrors(FIELDS);

  const mutation = useMutation({
    mutationFn: async (code: string) => {
      const value = await callApi(completeSecondStep, { body: { ticket: step.ticket, method, code } });
      if (value.token === null) throw new Error('The second step answered without a session');
      await signIn(queryClient, value.token);
      return value;
    },
    onSuccess: (value) => onSignedIn(value),
    onError: (error) => form.showFailure(error),
  });
  const hasExpired = isApiError(mutation.error) && mutation.error.code === 'second.step.expired';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    if (form.show({ code: SIX_DIGITS.test(code) ? undefined : t('secondStep.codeFormat') }))
      mutation.mutate(code);
  };

  return (
    <form ref={form.formRef} noValidate onSubmit={submit} className="flex flex-col gap-4">
      <p className="text-sm text-ink-muted">{t('secondStep.intro')}</p>
      {step.methods.length > 1 && (
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">{t('secondStep.method')}</legend>
          {step.methods.map((option) => (
            <label
              key={option}
              className="flex cursor-pointer items-center gap-2 rounded-full border border-line px-3 py-1.5 text-sm has-checked:border-accent has-checked:bg-accent/10"
            >
              <input
                type="radio"
                name="method"
                value={option}
                checked={method === option}
                onChange={() => setMethod(option)}
                className="accent-accent"
              />
              {t(`secondStep.method.${option}`)}
            </label>
          ))}
        </fieldset>
      )}
      <CodeField
        name="code"
        label={t(`secondStep.code.${method}`)}
        error={form.errors.code}
        {...(method === 'totp' ? {} : { send: () => sendCode(method), channel: method })}
      />
      <FormError error={form.summary(mutation.error)} />
      {hasExpired ? (
        <Button type="button" size="lg" onClick={onRestart}>
          {t('secondStep.restart')}
        </Button>
      ) : (
        <Button type="submit" size="lg" disabled={mutation.isPending} aria-busy={mutation.isPending}>
          {t(mutation.isPending ? 'secondStep.pending' : 'secondStep.submit')}
        </Button>
      )}
    </form>
  );
}
