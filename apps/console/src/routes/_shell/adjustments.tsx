import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AdjustmentForm } from '../../features/adjustments/components/adjustment-form.tsx';

export const Route = createFileRoute('/_shell/adjustments')({ component: AdjustmentsPage });

function AdjustmentsPage() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">{t('section.adjustments')}</h1>
      <AdjustmentForm />
    </div>
  );
}
