import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BlockedArt } from './blocked-art.tsx';
import { GateFrame } from './gate-frame.tsx';

export function BlockedRegionPage({ toolbar }: { toolbar: ReactNode }): ReactNode {
  const { t } = useTranslation('guards');

  return (
    <GateFrame
      art={<BlockedArt />}
      eyebrow={t('blocked.eyebrow')}
      title={t('blocked.title')}
      body={t('blocked.body')}
      toolbar={toolbar}
    >
      <p className="text-sm text-ink-subtle">{t('blocked.hint')}</p>
    </GateFrame>
  );
}
