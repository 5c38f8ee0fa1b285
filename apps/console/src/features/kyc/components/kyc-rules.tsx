import { KYC_RULE_KINDS } from '@platform/contracts/kyc/schemas';
import { Button } from '@platform/ui/button.tsx';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../shared/hooks/use-can.ts';
import { ErrorText } from '../../../shared/ui/error-text.tsx';
import { Field, fieldClass } from '../../../shared/ui/field.tsx';
import { type KycRule, kycRulesQuery, useSaveKycRules } from '../api/kyc-queries.ts';

type Kind = (typeof KYC_RULE_KINDS)[number];
type Draft = Record<Kind, { on: boolean; amount: string; level: 1 | 2 }>;

const draftOf = (rules: readonly KycRule[]): Draft =>
  Object.fromEntries(
    KYC_RULE_KINDS.map((kind) => {
      const rule = rules.find((one) => one.kind === kind);
      return [kind, { on: rule !== undefined, amount: rule?.amount ?? '', level: rule?.level ?? 2 }];
    }),
  ) as Draft;

/**
 * The brand's KYC rules: which level any withdrawal, a withdrawal above an amount, and deposits above
 * an amount in total need. Everyone with kyc.read sees them; kyc.rules.manage changes them (audited).
 */
export function KycRules({ merchant }: { merchant: string }): ReactNode {
  const { data, error } = useQuery(kycRulesQuery(merchant));
  if (!data) return <ErrorText error={error} />;
  return <RulesForm key={JSON.stringify(data.rules)} merchant={merchant} rules={data.rules} />;
}

function RulesForm({ merchant, rules }: { merchant: string; rules: KycRule[] }): ReactNode {
  const { t } = useTranslation();
  const canManage = useCan('kyc.rules.manage');
  const save = useSaveKycRules();
  const [draft, setDraft] = useState(() => draftOf(rules));
  const change = (kind: Kind, patch: Partial<Draft[Kind]>) =>
    setDraft((current) => ({ ...current, [kind]: { ...current[kind], ...patch } }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({
      merchant,
      rules: KYC_RULE_KINDS.filter((kind) => draft[kind].on).map((kind) => ({
        kind,
        amount: kind === 'any_withdrawal' ? null : draft[kind].amount.trim(),
        level: draft[kind].level,
      })),
    });
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3 rounded-2xl border border-line p-4">
      <h2 className="font-semibold">{t('kyc.rules')}</h2>
      <fieldset disabled={!canManage} className="flex flex-col gap-3">
        {KYC_RULE_KINDS.map((kind) => (
          <div key={kind} className="flex flex-wrap items-end gap-3">
            <label className="flex min-h-10 min-w-56 items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={draft[kind].on}
                onChange={(event) => change(kind, { on: event.currentTarget.checked })}
              />
              {t(`kyc.rule.${kind}`)}
            </label>
            {kind === 'any_withdrawal' ? null : (
              <Field label={t('kyc.rule.amount')}>
                {(id) => (
                  <input
                    id={id}
                    inputMode="decimal"
                    value={draft[kind].amount}
                    onChange={(event) => change(kind, { amount: event.currentTarget.value })}
                    className={`${fieldClass} w-36`}
                  />
                )}
              </Field>
            )}
            <Field label={t('kyc.level')}>
              {(id) => (
                <select
                  id={id}
                  value={draft[kind].level}
                  onChange={(event) => change(kind, { level: event.currentTarget.value === '1' ? 1 : 2 })}
                  className={fieldClass}
                >
                  <option value="1">1</option>
                  <option value="2">2</option>
                </select>
              )}
            </Field>
          </div>
        ))}
      </fieldset>
      <ErrorText error={save.error} />
      {canManage ? (
        <Button type="submit" disabled={save.isPending} className="self-start">
          {t('kyc.rules.save')}
        </Button>
      ) : null}
    </form>
  );
}
