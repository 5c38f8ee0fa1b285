import { ZProfileBody } from '@platform/contracts/identity/profile-schemas';
import { Button } from '@platform/ui/button.tsx';
import { Skeleton } from '@platform/ui/skeleton.tsx';
import { TextField } from '@platform/ui/text-field.tsx';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_DATA } from '../../../shared/api/member-queries.ts';
import { type Profile, profileQueries, saveProfile } from '../../../shared/api/profile.ts';
import { useFieldErrors } from '../../../shared/hooks/use-field-errors.ts';
import { ErrorState } from '../../../shared/ui/error-state.tsx';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { toast } from '../../../shared/ui/toast.tsx';
import { PROFILE_FIELDS, type ProfileField, profileChanges } from '../model/profile-form.ts';

const FIELDS = [...PROFILE_FIELDS, 'password'] as const;

/** The refusals of the server that belong to one field and do not name it (a wrong password does). */
const REFUSAL_FIELDS: Partial<Record<string, (typeof FIELDS)[number]>> = {
  'profile.birthday.invalid': 'birthday',
};

const INPUT: Partial<Record<ProfileField, { type?: string; autoComplete?: string; maxLength: number }>> = {
  nickname: { autoComplete: 'nickname', maxLength: 20 },
  payeeName: { autoComplete: 'name', maxLength: 64 },
  birthday: { type: 'date', autoComplete: 'bday', maxLength: 10 },
  nationality: { autoComplete: 'country-name', maxLength: 56 },
  address: { autoComplete: 'street-address', maxLength: 200 },
  email: { type: 'email', autoComplete: 'email', maxLength: 254 },
};

/**
 * The profile labels of spec section 3. Full name and birthday are set once and then shown locked;
 * a new email asks for the login password before it is saved.
 */
export function ProfileForm(): ReactNode {
  const { data, error, refetch } = useQuery(profileQueries.profile());
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (!data) return <Skeleton className="h-96" />;
  // Keyed by the saved profile, so that a save resets the form to what the server kept.
  return <ProfileFields key={JSON.stringify(data)} saved={data} />;
}

function ProfileFields({ saved }: { saved: Profile }): ReactNode {
  const { t } = useTranslation('profile');
  const { t: tCommon } = useTranslation('common');
  const queryClient = useQueryClient();
  const [email, setEmail] = useState(saved.email);
  const form = useFieldErrors(FIELDS);
  const mutation = useMutation({
    mutationFn: saveProfile,
    onSuccess: (profile) => {
      const { queryKey } = profileQueries.profile();
      queryClient.setQueryData(queryKey, profile);
      // What other pages show from the profile (the bank accounts' payee, the full name they are
      // bound in) is read again, so the form that waited for a full name appears without a reload.
      void queryClient.invalidateQueries({
        queryKey: MEMBER_DATA,
        predicate: (query) => query.queryKey[1] !== queryKey[1],
      });
      toast.success(t('saved'));
    },
    onError: (error) => form.showFailure(error, (code) => REFUSAL_FIELDS[code]),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = Object.fromEntries(
      PROFILE_FIELDS.map((field) => [field, String(data.get(field) ?? saved[field] ?? '')]),
    ) as Record<ProfileField, string>;
    const changes = profileChanges(saved, values, String(data.get('password') ?? ''));
    // A new email is saved only with the login password, which the server checks.
    const passwordError = changes.password === '' ? { password: tCommon('form.required') } : {};
    if (!form.check(ZProfileBody, changes, passwordError)) return;
    if (Object.keys(changes).length === 0) {
      toast.success(t('saved'));
      return;
    }
    mutation.mutate(changes);
  };

  const emailChanged = email.trim() !== saved.email;
  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-4"
      aria-label={t('title')}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="account" label={t('field.account')} defaultValue={saved.account} readOnly />
        {PROFILE_FIELDS.map((field) => {
          const isLocked = (saved.locked as readonly string[]).includes(field);
          const input = INPUT[field] ?? { maxLength: 64 };
          return (
            <div key={field} className={field === 'address' ? 'sm:col-span-2' : undefined}>
              <TextField
                name={field}
                label={t(`field.${field}`)}
                defaultValue={saved[field] ?? ''}
                readOnly={isLocked}
                aria-readonly={isLocked || undefined}
                type={input.type ?? 'text'}
                autoComplete={input.autoComplete ?? 'off'}
                maxLength={input.maxLength}
                error={form.errors[field]}
                {...(field === 'email' ? { onChange: (event) => setEmail(event.currentTarget.value) } : {})}
              />
              {isLocked ? (
                <p className="mt-1 flex items-center gap-1.5 text-xs text-ink-muted">
                  <Lock aria-hidden="true" className="size-3.5" />
                  {t('locked')}
                </p>
              ) : (
                field === 'payeeName' && <p className="mt-1 text-xs text-ink-muted">{t('payeeNameHint')}</p>
              )}
            </div>
          );
        })}
        {emailChanged && (
          <div className="sm:col-span-2">
            <TextField
              name="password"
              type="password"
              label={t('field.password')}
              autoComplete="current-password"
              maxLength={128}
              isRequired
              error={form.errors.password}
            />
            <p className="mt-1 text-xs text-ink-muted">{t('passwordHint')}</p>
          </div>
        )}
      </div>
      <FormError error={form.summary(mutation.error)} />
      <Button
        type="submit"
        size="lg"
        className="self-start"
        disabled={mutation.isPending}
        aria-busy={mutation.isPending}
      >
        {t(mutation.isPending ? 'saving' : 'save')}
      </Button>
    </form>
  );
}
