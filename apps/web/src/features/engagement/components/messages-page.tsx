import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@platform/ui/accordion.tsx';
import { Button } from '@platform/ui/button.tsx';
import { cn } from '@platform/ui/cn.ts';
import { EmptyState } from '@platform/ui/empty-state.tsx';
import { Pagination } from '@platform/ui/pagination.tsx';
import { Skeleton } from '@platform/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@platform/ui/tabs.tsx';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { walletQueries } from '../../../shared/api/wallet-queries.ts';
import { useMoneyFormat } from '../../../shared/hooks/use-money-format.ts';
import { formatGmt8 } from '../../../shared/lib/gmt8-time.ts';
import { ErrorState } from '../../../shared/ui/error-state.tsx';
import { ENGAGEMENT, engagementQueries, markMessagesRead, markMoneyMessagesRead } from '../api/engagement.ts';

const PAGE_SIZE = 10;

/** Platform messages (messageV2): the brand's and the member's own, and the deposit and withdrawal news. */
export function MessagesPage(): ReactNode {
  const { t } = useTranslation('engagement');
  const { data: unread } = useQuery(engagementQueries.unread());
  return (
    <Tabs defaultValue="platform" className="flex flex-col gap-4">
      <TabsList aria-label={t('messages.title')}>
        <TabsTrigger value="platform">
          {t('messages.platform')}
          {unread && unread.platform > 0 && <Count value={unread.platform} />}
        </TabsTrigger>
        <TabsTrigger value="money">
          {t('messages.money')}
          {unread && unread.money > 0 && <Count value={unread.money} />}
        </TabsTrigger>
      </TabsList>
      <TabsContent value="platform">
        <PlatformMessages />
      </TabsContent>
      <TabsContent value="money">
        <MoneyMessages />
      </TabsContent>
      <Link
        to="/feedback"
        className="self-start text-sm font-semibold text-accent-text underline-offset-4 hover:underline"
      >
        {t('messages.feedbackLink')}
      </Link>
    </Tabs>
  );
}

function Count({ value }: { value: number }): ReactNode {
  return (
    <span className="ms-2 rounded-full bg-accent px-1.5 text-xs font-bold text-accent-ink tabular-nums">
      {value}
    </span>
  );
}

function useRefreshMessages() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: ENGAGEMENT });
}

function PlatformMessages(): ReactNode {
  const { t } = useTranslation('engagement');
  const [page, setPage] = useState(1);
  const { data, error, refetch } = useQuery(engagementQueries.messages(page));
  const refresh = useRefreshMessages();
  const read = useMutation({ mutationFn: markMessagesRead, onSuccess: refresh });
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (!data) return <Skeleton className="h-48" />;
  if (data.messages.length === 0) return <EmptyState title={t('messages.empty')} />;

  return (
    <div className="flex flex-col gap-3">
      <Button
        variant="secondary"
        className="self-end"
        disabled={data.unread === 0 || read.isPending}
        onClick={() => read.mutate(undefined)}
      >
        {t('messages.readAll')}
      </Button>
      <Accordion
        type="single"
        collapsible
        className="flex flex-col gap-2"
        onValueChange={(id) => {
          const message = data.messages.find((candidate) => candidate.id === id);
          if (message && !message.read) read.mutate([message.id]);
        }}
      >
        {data.messages.map((message) => (
          <AccordionItem key={message.id} value={message.id} data-testid="platform-message">
            <AccordionTrigger>
              <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                <span className={cn('flex items-center gap-2 truncate', !message.read && 'text-ink')}>
                  {!message.read && (
                    <span className="size-2 shrink-0 rounded-full bg-accent">
                      <span className="sr-only">{t('messages.unread')}</span>
                    </span>
                  )}
                  {message.title}
                </span>
                <span className="text-xs font-normal text-ink-muted tabular-nums">
                  {formatGmt8(new Date(message.createdAt))}
                </span>
              </span>
            </AccordionTrigger>
            <AccordionContent className="whitespace-pre-line">{message.content}</AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
      <Pagination page={page} pageCount={Math.ceil(data.total / PAGE_SIZE)} onPageChange={setPage} />
    </div>
  );
}

function MoneyMessages(): ReactNode {
  const { t } = useTranslation('engagement');
  const money = useMoneyFormat();
  const { data: balance } = useQuery(walletQueries.balance());
  const { data, error, refetch } = useQuery(engagementQueries.moneyMessages());
  const refresh = useRefreshMessages();
  const read = useMutation({ mutationFn: markMoneyMessagesRead, onSuccess: refresh });
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (!data || !balance) return <Skeleton className="h-48" />;
  if (data.messages.length === 0) return <EmptyState title={t('messages.empty')} />;

  return (
    <div className="flex flex-col gap-3">
      <Button
        variant="secondary"
        className="self-end"
        disabled={data.unread === 0 || read.isPending}
        onClick={() => read.mutate()}
      >
        {t('messages.readAll')}
      </Button>
      <ul className="flex flex-col gap-1.5 text-sm">
        {data.messages.map((message) => (
          <li
            key={message.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-surface-2 px-3.5 py-2.5"
          >
            <span className="flex items-center gap-2">
              {!message.read && <span aria-hidden="true" className="size-2 rounded-full bg-accent" />}
              {t(`messages.kind.${message.kind}`, { amount: money(message.amount, balance.currency) })}
            </span>
            <span className="text-xs text-ink-muted tabular-nums">
              {formatGmt8(new Date(message.createdAt))}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
