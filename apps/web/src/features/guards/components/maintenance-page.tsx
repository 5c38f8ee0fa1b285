import { Button } from '@platform/ui/button.tsx';
import { Clock, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatGmt8 } from '../../../shared/lib/gmt8-time.ts';
import { GateFrame } from './gate-frame.tsx';
import { MaintenanceArt } from './maintenance-art.tsx';

type MaintenancePageProps = {
  /** ISO time the maintenance is planned to end, when the brand has said. */
  until: string | null;
  toolbar: ReactNode;
};

export function MaintenancePage({ until, toolbar }: MaintenancePageProps): ReactNode {
  const { t } = useTranslation('guards');

  return (
    <GateFrame
      art={<MaintenanceArt />}
      eyebrow={t('maintenance.eyebrow')}
      title={t('maintenance.title')}
      body={t('maintenance.body')}
      toolbar={toolbar}
    >
      {until && (
        <p className="flex items-center gap-2 rounded-full border border-line bg-surface-2 px-4 py-2 text-sm font-medium">
          <Clock aria-hidden="true" className="size-4 shrink-0 text-accent-text" />
          <span>{t('maintenance.until', { time: formatGmt8(new Date(until), { withSeconds: false }) })}</span>
        </p>
      )}
      <Button size="lg" className="mt-2 w-full sm:w-auto" onClick={() => window.location.reload()}>
        <RefreshCw aria-hidden="true" className="size-5" />
        {t('maintenance.refresh')}
      </Button>
    </GateFrame>
  );
}
