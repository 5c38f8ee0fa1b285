import type { OperatorNextStep } from '@platform/contracts/operator/schemas';
import { Button } from '@platform/ui/button.tsx';
import { QrCode } from '@platform/ui/qr-code.tsx';
import { TextField } from '@platform/ui/text-field.tsx';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shared/api/session.ts';
import {
  confirmSecondFactor,
  hasPasskey,
  logIn,
  nextStep,
  startSecondFactorSetup,
  verifySecondFactor,
  verifyWithPasskey,
} from '../../../shared/api/staff-auth.ts';
import { ErrorText } from '../../../shared/ui/error-text.tsx';
import { PasswordForm } from '../../../shared/ui/password-form.tsx';
import { PreferenceControls } from '../../../shared/ui/preference-controls.tsx';

/** The steps of a login: the API's `next` steps, plus the recovery codes shown once after setup. */
type Step = 'credentials' | Exclude<OperatorNextStep, 'done'> | 'recovery-codes';

/** Runs an API step, keeping its error for the form and its pending state for the button. */
function useStepAction() {
  const [error, setError] = useState<unknown>(null);
  const [pending, setPending] = useState(false);
  async function run(action: () => Promise<void>) {
    setPending(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(failure);
    } finally {
      setPending(false);
    }
  }
  return { error, pending, run };
}

function StepCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}): ReactNode {
  return (
    <section className="flex w-full max-w-md flex-col gap-5 rounded-3xl border border-line bg-surface-1 p-6 shadow-xl sm:p-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-xl font-bold">{title}</h1>
        {intro ? <p className="text-sm text-ink-muted">{intro}</p> : null}
      </header>
      {children}
    </section>
  );
}

function CredentialsStep({ onNext }: { onNext: (step: OperatorNextStep) => void }): ReactNode {
  const { t } = useTranslation();
  const ended = useSession((state) => state.ended);
  const { error, pending, run } = useStepAction();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void run(async () => onNext(await logIn(String(form.get('account')), String(form.get('password')))));
  }
  return (
    <StepCard title={t('login.title')}>
      {ended && !error ? (
        <p role="status" className="rounded-xl bg-surface-2 px-3 py-2 text-sm">
          {t(`login.ended.${ended}`)}
        </p>
      ) : null}
      <form onSubmit={submit} className="flex flex-col gap-4">
        <TextField name="account" label={t('login.account')} autoComplete="username" required />
        <TextField
          name="password"
          type="password"
          label={t('login.password')}
          autoComplete="current-password"
          required
        />
        <ErrorText error={error} />
        <Button type="submit" disabled={pending}>
          {t('login.submit')}
        </Button>
      </form>
    </StepCard>
  );
}

function SetupStep({ onConfirmed }: { onConfirmed: (codes: string[]) => void }): ReactNode {
  const { t } = useTranslation();
  const [setup, setSetup] = useState<{ secret: string; uri: string } | null>(null);
  const [setupError, setSetupError] = useState<unknown>(null);
  const { error, pending, run } = useStepAction();
  // One secret per visit of this step; a later request replaces the earlier secret on the server,
  // so only the answer of the last request made is shown.
  useEffect(() => {
    let isCurrent = true;
    startSecondFactorSetup().then(
      (answer) => isCurrent && setSetup(answer),
      (failure: unknown) => isCurrent && setSetupError(failure),
    );
    return () => {
      isCurrent = false;
    };
  }, []);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code')).trim();
    void run(async () => onConfirmed(await confirmSecondFactor(code)));
  }
  return (
    <StepCard title={t('factor.setup.title')} intro={t('factor.setup.intro')}>
      {setup ? (
        <>
          <div className="mx-auto w-48 rounded-2xl bg-white p-3">
            <QrCode text={setup.uri} label={t('factor.setup.qr')} />
          </div>
          <div className="flex flex-col gap-1 text-sm">
            <span className="text-ink-muted">{t('factor.setup.secret')}</span>
            <code data-testid="totp-secret" className="break-all rounded-lg bg-surface-2 px-3 py-2 font-mono">
              {setup.secret}
            </code>
          </div>
          <form onSubmit={submit} className="flex flex-col gap-4">
            <TextField
              name="code"
              label={t('factor.code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="\d{6}"
              required
            />
            <ErrorText error={error} />
            <Button type="submit" disabled={pending}>
              {t('factor.confirm')}
            </Button>
          </form>
        </>
      ) : (
        <ErrorText error={setupError} />
      )}
    </StepCard>
  );
}

function RecoveryCodesStep({ codes, onDone }: { codes: string[]; onDone: () => void }): ReactNode {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const [saved, setSaved] = useState(false);
  return (
    <StepCard title={t('factor.recovery.title')} intro={t('factor.recovery.intro')}>
      <ol data-testid="recovery-codes" className="grid grid-cols-2 gap-2 font-mono text-sm">
        {codes.map((code) => (
          <li key={code} className="rounded-lg bg-surface-2 px-3 py-1.5 text-center">
            {code}
          </li>
        ))}
      </ol>
      <Button
        variant="secondary"
        onClick={() => void navigator.clipboard?.writeText(codes.join('\n')).then(() => setCopied(true))}
      >
        {copied ? t('action.copied') : t('action.copy')}
      </Button>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={saved}
          onChange={(event) => setSaved(event.target.checked)}
          className="size-4"
        />
        {t('factor.recovery.saved')}
      </label>
      <Button disabled={!saved} onClick={onDone}>
        {t('action.continue')}
      </Button>
    </StepCard>
  );
}

function VerifyStep({ onVerified }: { onVerified: () => void }): ReactNode {
  const { t } = useTranslation();
  const [useRecovery, setUseRecovery] = useState(false);
  const { error, pending, run } = useStepAction();
  // Not the shell's ['me'] query: its cached `next` would still say second-factor once this passes.
  const offersPasskey = useQuery({ queryKey: ['login', 'passkey'], queryFn: hasPasskey, gcTime: 0 }).data;
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('proof')).trim();
    void run(async () => {
      await verifySecondFactor(useRecovery ? { recoveryCode: value } : { code: value });
      onVerified();
    });
  }
  return (
    <StepCard title={t('factor.verify.title')} intro={t('factor.verify.intro')}>
      <form onSubmit={submit} className="flex flex-col gap-4" key={String(useRecovery)}>
        <TextField
          name="proof"
          label={useRecovery ? t('factor.verify.recovery') : t('factor.code')}
          inputMode={useRecovery ? 'text' : 'numeric'}
          autoComplete="one-time-code"
          required
        />
        <ErrorText error={error} />
        <Button type="submit" disabled={pending}>
          {t('factor.verify.submit')}
        </Button>
      </form>
      {offersPasskey ? (
        <Button
          variant="secondary"
          disabled={pending}
          onClick={() =>
            void run(async () => {
              await verifyWithPasskey();
              onVerified();
            })
          }
        >
          <KeyRound aria-hidden className="size-4" />
          {t('factor.verify.usePasskey')}
        </Button>
      ) : null}
      <Button variant="ghost" onClick={() => setUseRecovery(!useRecovery)}>
        {useRecovery ? t('factor.verify.useCode') : t('factor.verify.useRecovery')}
      </Button>
    </StepCard>
  );
}

/**
 * The whole login: account and password, then whatever the API says is left (a new password, the
 * authenticator's setup with its recovery codes, its code) until `done`, when `onDone` opens the console.
 */
export function LoginFlow({ onDone }: { onDone: () => void }): ReactNode {
  const queryClient = useQueryClient();
  const hasToken = useSession((state) => state.token !== null);
  const [step, setStep] = useState<Step | null>(hasToken ? null : 'credentials');
  const [codes, setCodes] = useState<string[]>([]);

  function goTo(next: OperatorNextStep) {
    if (next !== 'done') return setStep(next);
    void queryClient.invalidateQueries();
    onDone();
  }
  async function refreshStep() {
    goTo(await nextStep().catch(() => 'password' as const));
  }

  // A reload in the middle of the flow resumes at the step the session has left (once, on mount).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once; goTo only reads setters
  useEffect(() => {
    if (hasToken) void nextStep().then(goTo, () => setStep('credentials'));
  }, []);

  return (
    <main className="relative grid min-h-dvh place-items-center bg-surface-0 p-4">
      <div className="absolute end-4 top-4 flex items-center gap-2">
        <PreferenceControls />
      </div>
      {step === 'credentials' ? <CredentialsStep onNext={goTo} /> : null}
      {step === 'password' ? <PasswordStep onChanged={() => void refreshStep()} /> : null}
      {step === 'second-factor-setup' ? (
        <SetupStep
          onConfirmed={(recoveryCodes) => {
            setCodes(recoveryCodes);
            setStep('recovery-codes');
          }}
        />
      ) : null}
      {step === 'recovery-codes' ? (
        <RecoveryCodesStep codes={codes} onDone={() => void refreshStep()} />
      ) : null}
      {step === 'second-factor' ? <VerifyStep onVerified={() => void refreshStep()} /> : null}
    </main>
  );
}

function PasswordStep({ onChanged }: { onChanged: () => void }): ReactNode {
  const { t } = useTranslation();
  return (
    <StepCard title={t('password.title')} intro={t('password.intro')}>
      <PasswordForm onChanged={onChanged} />
    </StepCard>
  );
}
