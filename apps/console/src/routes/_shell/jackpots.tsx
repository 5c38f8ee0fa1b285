import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Jackpots } from '../../features/jackpots/components/jackpots.tsx';

export const Route = createFileRoute('/_shell/jackpots')({ component: JackpotsPage });

function JackpotsPage() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">{t('section.jackpots')}</h1>
      <Jackpots />
    </div>
  );
}
