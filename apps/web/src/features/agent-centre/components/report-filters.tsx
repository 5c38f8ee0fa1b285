import type { AgentReport } from '@platform/contracts/agents/report-schemas';
import { RECORD_TYPES, type RecordType } from '@platform/contracts/wallet/schemas';
import { Button } from '@platform/ui/button.tsx';
import { Download, Search } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-error.ts';
import { toast } from '../../../shared/ui/toast.tsx';
import { downloadReport } from '../api/export-report.ts';
import { REPORT_PRESETS, type ReportPreset, reportRange } from '../model/report-range.ts';

export type ReportFilter = { preset: ReportPreset; account: string; type: RecordType | '' };

type ReportFiltersProps = {
  /** The report its CSV export downloads; without one there is no export. */
  report?: AgentReport;
  value: ReportFilter;
  onChange: (filter: ReportFilter) => void;
  hasAccount?: boolean;
  hasType?: boolean;
};

export const fieldClass =
  'min-h-11 rounded-xl border border-line bg-surface-0 px-3.5 text-sm text-ink outline-none focus-visible:border-accent focus-visible:ring-2 focus-visible:ring-accent/40 aria-invalid:border-danger';

/** The query a filter asks for: its days, and the account and type when chosen. */
export function filterQuery(filter: ReportFilter) {
  return {
    ...reportRange(filter.preset),
    ...(filter.account ? { account: filter.account } : {}),
    ...(filter.type ? { type: filter.type } : {}),
  };
}

/** A report's date preset, account and type filters, and its CSV export when it has one. */
export function ReportFilters({
  report,
  value,
  onChange,
  hasAccount = true,
  hasType = false,
}: ReportFiltersProps): ReactNode {
  const { t } = useTranslation('agent');
  const { t: tw } = useTranslation('wallet');
  const id = useId();
  const [account, setAccount] = useState(value.account);
  const [isExporting, setIsExporting] = useState(false);

  const handleExport = async (exported: AgentReport) => {
    setIsExporting(true);
    try {
      await downloadReport({ report: exported, ...filterQuery(value) });
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : t('report.exportFailed'));
    } finally {
      setIsExporting(false);
    }
  };

  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-preset`} className="text-sm font-medium">
          {t('report.period')}
        </label>
        <select
          id={`${id}-preset`}
          value={value.preset}
          onChange={(event) => onChange({ ...value, preset: event.currentTarget.value as ReportPreset })}
          className={fieldClass}
        >
          {REPORT_PRESETS.map((preset) => (
            <option key={preset} value={preset}>
              {t(`preset.${preset}`)}
            </option>
          ))}
        </select>
      </div>
      {hasType && (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-type`} className="text-sm font-medium">
            {tw('record.type')}
          </label>
          <select
            id={`${id}-type`}
            value={value.type}
            onChange={(event) => onChange({ ...value, type: event.currentTarget.value as RecordType | '' })}
            className={fieldClass}
          >
            <option value="">{tw('record.all')}</option>
            {RECORD_TYPES.map((type) => (
              <option key={type} value={type}>
                {tw(`record.kind.${type}`)}
              </option>
            ))}
          </select>
        </div>
      )}
      {hasAccount && (
        <form
          className="flex flex-col gap-1.5"
          onSubmit={(event) => {
            event.preventDefault();
            onChange({ ...value, account: account.trim() });
          }}
        >
          <label htmlFor={`${id}-account`} className="text-sm font-medium">
            {t('report.account')}
          </label>
          <div className="flex gap-2">
            <input
              id={`${id}-account`}
              value={account}
              onChange={(event) => setAccount(event.currentTarget.value)}
              placeholder={t('report.accountHint')}
              maxLength={64}
              className={`${fieldClass} w-44`}
            />
            <Button type="submit" variant="secondary" size="icon" aria-label={t('report.search')}>
              <Search aria-hidden="true" className="size-4" />
            </Button>
          </div>
        </form>
      )}
      {report && (
        <Button
          variant="secondary"
          className="ms-auto"
          onClick={() => void handleExport(report)}
          disabled={isExporting}
        >
          <Download aria-hidden="true" className="size-4" />
          {t('report.export')}
        </Button>
      )}
    </div>
  );
}
