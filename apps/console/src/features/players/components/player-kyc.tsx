import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/hooks/use-format.ts';
import { ErrorText } from '../../../shared/ui/error-text.tsx';
import { Fact } from '../../../shared/ui/fact.tsx';
import { type PlayerRef, playerKycQuery } from '../api/players-queries.ts';

/**
 * The player's KYC: level, when staff confirmed name and age, and every document with its state and
 * decision; the history of decisions is also in the audit tab. Reviewing happens in the KYC queue.
 */
export function KycSection({ player }: { player: PlayerRef }): ReactNode {
  const { t } = useTranslation();
  const format = useFormat();
  const { data, error } = useQuery(playerKycQuery(player));
  return (
    <div className="flex flex-col gap-4">
      <ErrorText error={error} />
      {data ? (
        <>
          <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <Fact label={t('kyc.level')}>{data.level}</Fact>
            <Fact label={t('kyc.confirmed')}>
              {data.nameAndAgeConfirmedAt ? format.dateTime(data.nameAndAgeConfirmedAt) : '—'}
            </Fact>
          </dl>
          {data.documents.length === 0 ? (
            <p className="text-sm text-ink-muted">{t('kyc.none')}</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {data.documents.map((document) => (
                <li
                  key={document.id}
                  className="flex flex-col gap-0.5 rounded-xl border border-line p-3 text-sm"
                >
                  <span className="font-semibold">
                    {t(`kyc.kind.${document.kind}`)} · {t(`kyc.state.${document.state}`)}
                  </span>
                  <span className="text-xs text-ink-muted">
                    #{document.id} · {format.dateTime(document.uploadedAt)}
                    {document.documentNumber ? ` · ${document.documentNumber}` : ''}
                    {document.expiresOn ? ` · ${t('kyc.expiresOn', { date: document.expiresOn })}` : ''}
                  </span>
                  {document.reason ? <span className="text-xs">{document.reason}</span> : null}
                </li>
              ))}
            </ul>
          )}
        </>
      ) : null}
    </div>
  );
}
