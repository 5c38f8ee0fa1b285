import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoneyFormat } from '../../../shared/hooks/use-money-format.ts';
import { formatGmt8 } from '../../../shared/lib/gmt8-time.ts';
import { depositQueries } from '../api/deposits.ts';

/** The spec's deposit messages: success or failure, with time and amount. */
export function DepositMessages({ currency }: { currency: string }): ReactNode {
  const { t } = useTranslation('deposit');
  const money = useMoneyFormat();
  const { data } = useQuery(depositQueries.messages());
  if (!data || data.messages.length === 0) return null;
  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-base font-bold">{t('messages.title')}</h3>
      <ul className="flex flex-col gap-1.5 text-sm">
        {data.messages.map((message) => (
          <li
            key={message.id}
            className="flex flex-wrap justify-between gap-2 rounded-xl bg-surface-2 px-3.5 py-2"
          >
            <span>
              {t(message.kind === 'deposit.success' ? 'messages.success' : 'messages.failure', {
                amount: money(message.amount, currency),
              })}
            </span>
            <span className="text-xs text-ink-muted tabular-nums">
              {formatGmt8(new Date(message.createdAt))}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
