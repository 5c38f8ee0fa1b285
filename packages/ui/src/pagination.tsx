import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from './cn.ts';
import { PAGINATION_DEFAULTS, paginationItems } from './pagination-items.ts';

type PaginationProps = {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  range?: number;
  margin?: number;
  /** Names the page list when a screen has more than one. */
  label?: string;
  className?: string;
};

const itemClass =
  'grid h-11 min-w-11 place-items-center rounded-xl px-2 text-sm font-semibold tabular-nums transition-colors';

/** A page list with previous and next; hidden when everything fits on one page. */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  range = PAGINATION_DEFAULTS.range,
  margin = PAGINATION_DEFAULTS.margin,
  label,
  className,
}: PaginationProps): ReactNode {
  const { t } = useTranslation('ui');
  if (pageCount <= 1) return null;
  const first = PAGINATION_DEFAULTS.firstPage;

  return (
    <nav aria-label={label ?? t('pagination.label')} className={className}>
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          <button
            type="button"
            className={cn(itemClass, 'text-ink-muted hover:bg-surface-2 hover:text-ink disabled:opacity-40')}
            aria-label={t('pagination.previous')}
            disabled={page <= first}
            onClick={() => onPageChange(page - 1)}
          >
            <ChevronLeft aria-hidden="true" className="size-5 rtl:rotate-180" />
          </button>
        </li>
        {paginationItems({ page, pageCount, range, margin }).map((item) =>
          item.kind === 'gap' ? (
            <li key={item.key} aria-hidden="true" className={cn(itemClass, 'text-ink-subtle')}>
              …
            </li>
          ) : (
            <li key={item.page}>
              <button
                type="button"
                aria-label={t('pagination.page', { page: item.page })}
                aria-current={item.page === page ? 'page' : undefined}
                className={cn(
                  itemClass,
                  item.page === page
                    ? 'bg-accent text-accent-ink shadow-[0_6px_18px_-8px_var(--accent-glow)]'
                    : 'text-ink hover:bg-surface-2',
                )}
                onClick={() => onPageChange(item.page)}
              >
                {item.page}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={cn(itemClass, 'text-ink-muted hover:bg-surface-2 hover:text-ink disabled:opacity-40')}
            aria-label={t('pagination.next')}
            disabled={page >= pageCount}
            onClick={() => onPageChange(page + 1)}
          >
            <ChevronRight aria-hidden="true" className="size-5 rtl:rotate-180" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
