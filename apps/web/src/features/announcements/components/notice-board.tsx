import type { AnnouncementType } from '@platform/contracts/content/announcements';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../shared/ui/tabs.tsx';
import { NoticePanel } from './notice-panel.tsx';

/**
 * The types a visitor reads in the notice modal: bulletins (the default) and promotion news.
 * Popups (PU) show on entry and headlines (H) in the ticker; player notices need an account.
 */
const BOARD_TYPES = ['B', 'PR'] as const satisfies readonly AnnouncementType[];

export function NoticeBoard(): ReactNode {
  const { t } = useTranslation('content');

  return (
    <Tabs defaultValue="B">
      <TabsList aria-label={t('notice.types')} className="self-start">
        {BOARD_TYPES.map((type) => (
          <TabsTrigger key={type} value={type}>
            {t(`notice.type.${type}`)}
          </TabsTrigger>
        ))}
      </TabsList>
      {BOARD_TYPES.map((type) => (
        <TabsContent key={type} value={type}>
          <NoticePanel type={type} />
        </TabsContent>
      ))}
    </Tabs>
  );
}
