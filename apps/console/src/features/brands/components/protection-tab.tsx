import { type BrandDetail, ZBrandProtectionBody } from '@platform/contracts/brands/schemas';
import {
  LIMIT_RAISE_COOLDOWN_HOURS,
  PROTECTION_PROFILE_CODES,
  type ProtectionProfileCode,
  protectionProfile,
} from '@platform/contracts/protection/profiles';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, fieldClass } from '../../../shared/ui/field.tsx';
import type { FormIssue } from '../../../shared/ui/form-issues.tsx';
import { useBrandProtection } from '../api/brands-queries.ts';
import { SaveBar } from './save-bar.tsx';

/** What a profile sets, as staff read it before choosing. */
function ProfileFacts({ code }: { code: ProtectionProfileCode }): ReactNode {
  const { t } = useTranslation();
  const profile = protectionProfile(code);
  const yes = (value: boolean) => t(value ? 'brands.protection.yes' : 'brands.protection.no');
  const facts: [string, string][] = [
    [
      t('brands.protection.realityCheck'),
      profile.realityCheckMinutes === null
        ? t('brands.protection.none')
        : t('brands.protection.everyMinutes', { minutes: profile.realityCheckMinutes }),
    ],
    [t('brands.protection.realityOptional'), yes(profile.realityCheckOptional)],
    [
      t('brands.protection.minCycle'),
      t('brands.protection.cycle', {
        slots: profile.minCycleMs.slots / 1000,
        other: profile.minCycleMs.other / 1000,
      }),
    ],
    [t('brands.protection.autoplay'), String(profile.maxAutoplayRounds)],
    [t('brands.protection.turbo'), yes(profile.turboAllowed)],
    [t('brands.protection.netPosition'), yes(profile.netPositionShown)],
    [
      t('brands.protection.slotStake'),
      profile.slotStakeBands === null
        ? t('brands.protection.none')
        : profile.slotStakeBands
            .map((band) =>
              band.underAge === null
                ? t('brands.protection.bandOther', { max: band.maxMajor })
                : t('brands.protection.bandUnder', { age: band.underAge, max: band.maxMajor }),
            )
            .join(' · '),
    ],
    [
      t('brands.protection.bonusWagering'),
      profile.maxBonusWagering === null ? t('brands.protection.none') : `${profile.maxBonusWagering}×`,
    ],
    [t('brands.protection.mixedBonus'), yes(profile.mixedProductBonus)],
    [t('brands.protection.birthday'), yes(profile.birthdayBeforeDeposit)],
    [t('brands.protection.cooldown'), t('brands.protection.hours', { hours: LIMIT_RAISE_COOLDOWN_HOURS })],
  ];
  return (
    <dl
      className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]"
      data-testid="protection-facts"
    >
      {facts.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-ink-muted">{label}</dt>
          <dd className="font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The brand's player-protection profile: it sets the defaults and ceilings of what protects its
 * players (reality checks, game pace, bonus terms). Changing it is audited with before and after.
 */
export function ProtectionTab({ brand, canManage }: { brand: BrandDetail; canManage: boolean }): ReactNode {
  const { t } = useTranslation();
  const save = useBrandProtection();
  const [chosen, setChosen] = useState<ProtectionProfileCode>(brand.protection.profile);
  const [issues, setIssues] = useState<readonly FormIssue[]>([]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = ZBrandProtectionBody.safeParse({ merchant: brand.code, profile: chosen });
    setIssues(parsed.success ? [] : parsed.error.issues);
    if (parsed.success) save.mutate(parsed.data);
  }

  return (
    <form onSubmit={submit} noValidate className="flex max-w-2xl flex-col gap-4">
      <h2 className="text-lg font-semibold">{t('brands.protection.title')}</h2>
      <p className="text-sm text-ink-muted">{t('brands.protection.hint')}</p>
      <fieldset disabled={!canManage} className="grid gap-4 sm:grid-cols-2">
        <Field label={t('brands.protection.profile')}>
          {(id) => (
            <select
              id={id}
              name="profile"
              value={chosen}
              onChange={(event) => setChosen(event.target.value as ProtectionProfileCode)}
              className={fieldClass}
            >
              {PROTECTION_PROFILE_CODES.map((code) => (
                <option key={code} value={code}>
                  {t(`brands.protection.profile.${code}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </fieldset>
      <ProfileFacts code={chosen} />
      {canManage ? <SaveBar issues={issues} mutation={save} /> : null}
    </form>
  );
}
