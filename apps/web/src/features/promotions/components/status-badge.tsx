import type { PromotionStatus } from '@platform/contracts/promotions/constants';
import { cn } from '@platform/ui/cn.ts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { STATUS_TONE } from '../model/status-tone.ts';

export function StatusBadge({ status }: { status: PromotionStatus }): ReactNode {
  const { t } = useTranslation('promotions');
  return (
    <span
      data-testid="promotion-status"
      className={cn('rounded-full px-2.5 py-1 text-xs font-semibold', STATUS_TONE[status])}
    >
      {t(`status.${status}`)}
    </span>
  );
}
