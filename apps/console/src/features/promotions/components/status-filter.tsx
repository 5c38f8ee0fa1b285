import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A queue's status in DataTable's filters slot: always one of them (no "any"), the waiting one by
 * default, as a queue is worked from its waiting rows.
 */
export function StatusFilter<T extends string>({
  value,
  statuses,
  labelOf,
  onChange,
}: {
  value: T;
  statuses: readonly T[];
  labelOf: (status: T) => string;
  onChange: (status: T) => void;
}): ReactNode {
  const { t } = useTranslation();
  return (
    <label className="flex flex-col gap-1 text-sm">
      {t('promotions.applications.status')}
      <select
        value={value}
        onChange={(event) => onChange(statuses.find((status) => status === event.target.value) ?? value)}
        className="h-10 rounded-xl border border-line bg-surface-1 px-3 text-ink"
      >
        {statuses.map((status) => (
          <option key={status} value={status}>
            {labelOf(status)}
          </option>
        ))}
      </select>
    </label>
  );
}
