import {
  ANNOUNCEMENT_SORT_KEYS,
  BANNER_SORT_KEYS,
  SECTION_SORT_KEYS,
} from '@platform/contracts/catalogue/content-schemas';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@platform/ui/tabs.tsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../../shared/hooks/use-brand.ts';
import type { PagedSearch } from '../../../shared/lib/paged-search.ts';
import { AnnouncementsPanel } from './announcements-panel.tsx';
import { BannersPanel } from './banners-panel.tsx';
import { ReleasesPanel } from './releases-panel.tsx';
import { SectionsPanel } from './sections-panel.tsx';

export const CONTENT_TABS = ['announcements', 'popups', 'banners', 'help', 'download', 'join'] as const;
export type ContentTab = (typeof CONTENT_TABS)[number];
export type ContentSearch = PagedSearch<string> & { tab: ContentTab };

/** The sort keys of each tab's list: a URL's sort that its tab does not know falls back to the first. */
export const CONTENT_SORTS: Record<ContentTab, readonly [string, ...string[]]> = {
  announcements: ANNOUNCEMENT_SORT_KEYS,
  popups: ANNOUNCEMENT_SORT_KEYS,
  banners: BANNER_SORT_KEYS,
  help: SECTION_SORT_KEYS,
  download: SECTION_SORT_KEYS,
  join: SECTION_SORT_KEYS,
};

/** Default order per tab: the newest notices first, the rest in display order. */
export const CONTENT_ORDER: Record<ContentTab, 'asc' | 'desc'> = {
  announcements: 'desc',
  popups: 'desc',
  banners: 'asc',
  help: 'asc',
  download: 'asc',
  join: 'asc',
};

/** The brand's member-facing content, a tab a kind; each list pages on the server. */
export function ContentPage({
  search,
  onSearchChange,
  onTabChange,
}: {
  search: ContentSearch;
  onSearchChange: (patch: Partial<ContentSearch>) => void;
  onTabChange: (tab: ContentTab) => void;
}): ReactNode {
  const { t } = useTranslation();
  const merchant = useBrand();
  if (!merchant) return <p className="text-ink-muted">{t('content.chooseBrand')}</p>;
  const { tab, ...paging } = search;
  // Each panel types its own sort keys; the route already checked the URL's against this tab's.
  const panelSearch = paging as PagedSearch<never>;
  return (
    <Tabs value={tab} onValueChange={(next) => onTabChange(next as ContentTab)}>
      <TabsList aria-label={t('section.content')} className="flex-wrap">
        {CONTENT_TABS.map((name) => (
          <TabsTrigger key={name} value={name}>
            {t(`content.tab.${name}`)}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value={tab} className="pt-4">
        {tab === 'announcements' || tab === 'popups' ? (
          <AnnouncementsPanel
            key={tab}
            merchant={merchant}
            types={tab === 'popups' ? ['PU'] : ['B', 'PL', 'PR', 'H']}
            search={panelSearch}
            onSearchChange={onSearchChange}
          />
        ) : tab === 'banners' ? (
          <BannersPanel merchant={merchant} search={panelSearch} onSearchChange={onSearchChange} />
        ) : (
          <>
            {tab === 'download' && <ReleasesPanel merchant={merchant} />}
            <SectionsPanel
              key={tab}
              merchant={merchant}
              kind={tab}
              search={panelSearch}
              onSearchChange={onSearchChange}
            />
          </>
        )}
      </TabsContent>
    </Tabs>
  );
}
