import type { AnnouncementType } from '@platform/contracts/content/announcements';
import { Button } from '@platform/ui/button.tsx';
import { cn } from '@platform/ui/cn.ts';
import { EmptyState } from '@platform/ui/empty-state.tsx';
import { Pagination } from '@platform/ui/pagination.tsx';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Megaphone } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguageStore } from '../../../shared/hooks/use-language-store.ts';
import { ErrorState } from '../../../shared/ui/error-state.tsx';
import { announcementQueries } from '../api/announcement-queries.ts';
import { NoticeDetail } from './notice-detail.tsx';
import { NoticeList, NoticeListSkeleton } from './notice-list.tsx';

/** One type's notices: the page list beside the open notice; on phones the open notice takes over. */
export function NoticePanel({ type }: { type: AnnouncementType }): ReactNode {
  const { t } = useTranslation('content');
  const language = useLanguageStore((state) => state.language);
  const [page, setPage] = useState(1);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [isReadingOnPhone, setIsReadingOnPhone] = useState(false);
  const query = useQuery(announcementQueries.page({ type, page, language }));

  if (query.isPending) return <NoticeListSkeleton />;
  if (query.isError) {
    return (
      <ErrorState error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
    );
  }
  const { list, total, pageSize } = query.data;
  if (total === 0) {
    return (
      <EmptyState icon={Megaphone} title={t('notice.empty.title')} description={t('notice.empty.body')} />
    );
  }
  const chosen = list.find((notice) => notice.id === chosenId) ?? list[0];

  const handleChoose = (id: string) => {
    setChosenId(id);
    setIsReadingOnPhone(true);
  };
  const handlePageChange = (next: number) => {
    setPage(next);
    setChosenId(null);
  };

  return (
    <div className="grid gap-5 md:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <div className={cn('flex flex-col gap-4', isReadingOnPhone && 'max-md:hidden')}>
        <NoticeList
          notices={list}
          chosenId={chosen?.id}
          onChoose={handleChoose}
          isStale={query.isPlaceholderData}
        />
        <Pagination
          page={page}
          pageCount={Math.ceil(total / pageSize)}
          onPageChange={handlePageChange}
          label={t('notice.pages')}
        />
      </div>
      {chosen && (
        <div className={cn('flex flex-col gap-3', !isReadingOnPhone && 'max-md:hidden')}>
          <Button variant="ghost" className="self-start md:hidden" onClick={() => setIsReadingOnPhone(false)}>
            <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
            {t('notice.back')}
          </Button>
          <NoticeDetail notice={chosen} />
        </div>
      )}
    </div>
  );
}
