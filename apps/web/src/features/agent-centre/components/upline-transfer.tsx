import { EmptyState } from '@platform/ui/empty-state.tsx';
import { Skeleton } from '@platform/ui/skeleton.tsx';
import { useQuery } from '@tanstack/react-query';
import { Ban } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { memberQueries } from '../../../shared/api/member-queries.ts';
import { TransferForm } from './transfer-form.tsx';

/**
 * The member centre's transfer to upline (transferUpline): agents may always pay their upline,
 * members once their upline allows it (the member info's toUpline, which the server checks again).
 * Until then the page says so, and who decides, instead of offering a form that would be refused.
 */
export function UplineTransfer(): ReactNode {
  const { t } = useTranslation('agent');
  // Read again on opening: the upline may have changed its mind since.
  const { data: info } = useQuery({ ...memberQueries.info(), staleTime: 0 });
  if (!info) return <Skeleton className="h-48" />;
  if (!info.toUpline)
    return (
      <EmptyState
        icon={Ban}
        title={t('transfer.uplineOff')}
        description={t('transfer.uplineOffHint')}
        className="items-center"
      />
    );
  return (
    <div className="flex max-w-xl flex-col gap-4">
      <p className="text-sm text-ink-muted">{t('transfer.uplineIntro')}</p>
      <TransferForm to={{ kind: 'upline' }} />
    </div>
  );
}
