import type { listContracts } from '@platform/contracts/agents/routes';
import type { RouteValue } from '@platform/contracts/endpoint';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatGmt8 } from '../../../shared/lib/gmt8-time.ts';
import { PERCENT_FIELDS, TERM_FIELDS } from '../model/contract-terms.ts';

type Contract = RouteValue<typeof listContracts>['contracts'][number];

/** A contract's terms as short label and value pairs, with its end time when it has one. */
export function ContractTermsView({ contract }: { contract: Contract }): ReactNode {
  const { t } = useTranslation('agent');
  const terms = contract.terms as Record<string, string | number>;
  return (
    <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {TERM_FIELDS[contract.kind].map((field) => (
        <div key={field} className="flex gap-1.5">
          <dt className="text-ink-muted">{t(`term.${field}`)}</dt>
          <dd className="font-semibold tabular-nums">
            {field === 'period'
              ? t(`period.${String(terms[field])}` as 'period.monthly')
              : `${terms[field]}${PERCENT_FIELDS.has(field) ? '%' : ''}`}
          </dd>
        </div>
      ))}
      {contract.endsAt ? (
        <div className="flex gap-1.5">
          <dt className="text-ink-muted">{t('term.endsAt')}</dt>
          <dd className="font-semibold tabular-nums">
            {formatGmt8(new Date(contract.endsAt), { withSeconds: false })}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

/** The contracts a signing would end, listed exactly, for the confirmation. */
export function EndingContracts({ contracts }: { contracts: readonly Contract[] }): ReactNode {
  const { t } = useTranslation('agent');
  return (
    <ul className="flex flex-col gap-2" aria-label={t('contract.ending')} data-testid="ending-contracts">
      {contracts.map((contract) => (
        <li key={contract.id} className="rounded-xl border border-danger/40 bg-danger/10 px-3 py-2">
          <p className="text-sm font-semibold">
            {t('contract.between', { upper: contract.upper.account, lower: contract.lower.account })} ·{' '}
            {t(`contractKind.${contract.kind}`)}
          </p>
          <ContractTermsView contract={contract} />
        </li>
      ))}
    </ul>
  );
}
