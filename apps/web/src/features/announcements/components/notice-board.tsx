import type { AnnouncementType } from '@platform/contracts/content/announcements';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@platform/ui/tabs.tsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '../../../shared/hooks/use-auth-store.ts';
import { NoticePanel } from './notice-panel.tsx';

/**
 * The types a visitor reads in the notice modal: bulletins (the default) and promotion news, and for a
 * logged-in member the player notices too. Popups (PU) show on entry and headlines (H) in the ticker.
 */
const BOARD_TYPES = ['B', 'PR'] as const satisfies readonly AnnouncementType[];
const MEMBER_BOARD_TYPES = ['B', 'PL', 'PR'] as const satisfies readonly AnnouncementType[];

export function NoticeBoard(): ReactNode {
  const { t } = useTranslation('content');
  const isLoggedIn = useAuthStore((state) => state.member !== null);
  const types = isLoggedIn ? MEMBER_BOARD_TYPES : BOARD_TYPES;

  return (
    <Tabs defaultValue="B">
      <TabsList aria-label={t('notice.types')} className="self-start">
        {types.map((type) => (
          <TabsTrigger key={type} value={type}>
            {t(`notice.type.${type}`)}
          </TabsTrigger>
        ))}
      </TabsList>
      {types.map((type) => (
        <TabsContent key={type} value={type}>
          <NoticePanel type={type} />
        </TabsContent>
      ))}
    </Tabs>
  );
}
