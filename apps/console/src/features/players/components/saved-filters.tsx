import { Button } from '@platform/ui/button.tsx';
import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorText } from '../../../shared/ui/error-text.tsx';
import { savedFiltersQuery, useDeleteFilter, useSaveFilter } from '../api/players-queries.ts';
import { filterOf, NO_FILTER, type PlayerSearch } from './search-filter.ts';

/**
 * The staff member's own saved searches on this brand: apply one (it replaces the filters), save
 * the current one under a name, delete one.
 */
export function SavedFilters({
  merchant,
  search,
  onApply,
}: {
  merchant: string;
  search: PlayerSearch;
  onApply: (search: Partial<PlayerSearch>) => void;
}): ReactNode {
  const { t } = useTranslation();
  const { data } = useQuery(savedFiltersQuery(merchant));
  const save = useSaveFilter();
  const remove = useDeleteFilter();
  const [name, setName] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return;
    save.mutate({ merchant, name: trimmed, filter: filterOf(search) }, { onSuccess: () => setName('') });
  }

  return (
    <section aria-label={t('players.saved.title')} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-semibold text-ink-muted">{t('players.saved.title')}</span>
        {data?.filters.length === 0 ? (
          <span className="text-sm text-ink-muted">{t('players.saved.none')}</span>
        ) : null}
        {data?.filters.map((filter) => (
          <span
            key={filter.id}
            className="inline-flex items-center rounded-full border border-line bg-surface-1"
          >
            <button
              type="button"
              className="px-3 py-1 text-sm hover:text-accent-text"
              onClick={() => onApply({ ...NO_FILTER, ...(filter.filter as Partial<PlayerSearch>), page: 1 })}
            >
              {filter.name}
            </button>
            <button
              type="button"
              aria-label={t('players.saved.delete', { name: filter.name })}
              className="grid size-7 place-items-center rounded-full text-ink-muted hover:text-danger-text"
              onClick={() => remove.mutate({ merchant, id: filter.id })}
            >
              <X aria-hidden className="size-3.5" />
            </button>
          </span>
        ))}
        <form onSubmit={submit} className="ms-auto flex flex-wrap items-center gap-2">
          <input
            aria-label={t('players.saved.name')}
            placeholder={t('players.saved.name')}
            value={name}
            maxLength={64}
            onChange={(event) => setName(event.target.value)}
            className="h-9 w-44 rounded-xl border border-line bg-surface-1 px-3 text-sm"
          />
          <Button
            type="submit"
            variant="secondary"
            className="min-h-9 px-3"
            disabled={!name.trim() || save.isPending}
          >
            {t('players.saved.save')}
          </Button>
        </form>
      </div>
      <ErrorText error={save.error ?? remove.error} />
    </section>
  );
}
