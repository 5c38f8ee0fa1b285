import type {
  ANNOUNCEMENT_SORT_KEYS,
  StaffAnnouncement,
} from '@platform/contracts/catalogue/content-schemas';
import type { AnnouncementType } from '@platform/contracts/content/announcements';
import { Button } from '@platform/ui/button.tsx';
import { Dialog } from '@platform/ui/dialog.tsx';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../shared/hooks/use-can.ts';
import { useFormat } from '../../../shared/hooks/use-format.ts';
import type { PagedSearch } from '../../../shared/lib/paged-search.ts';
import { type Column, DataTable } from '../../../shared/ui/data-table.tsx';
import { ErrorText } from '../../../shared/ui/error-text.tsx';
import { announcementsQuery, useSaveAnnouncement } from '../api/content-queries.ts';
import { isoOf, LanguageTabs, localInput, writtenLanguages } from './language-tabs.tsx';
import { NoticePreview } from './preview.tsx';

type AnnouncementSort = (typeof ANNOUNCEMENT_SORT_KEYS)[number];
type Text = { title: string; content: string };
type Brand = { merchant: string; languages: readonly string[]; defaultLanguage: string };

export const fieldClass = 'h-10 rounded-xl border border-line bg-surface-1 px-3 text-ink';

/** Only the languages given a title are saved: a blank one is not shown to its members. */
export function filledTexts<T extends { title: string }>(texts: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(texts).filter(([, text]) => text.title.trim() !== ''));
}

function AnnouncementEditor({
  brand,
  types,
  entry,
  onClose,
}: {
  brand: Brand;
  types: readonly AnnouncementType[];
  entry: StaffAnnouncement | null;
  onClose: () => void;
}): ReactNode {
  const { t } = useTranslation();
  const save = useSaveAnnouncement();
  const [language, setLanguage] = useState(brand.defaultLanguage);
  const [texts, setTexts] = useState<Record<string, Text>>(entry?.texts ?? {});
  const [type, setType] = useState<AnnouncementType>(entry?.type ?? types[0] ?? 'B');
  const current = texts[language] ?? { title: '', content: '' };
  const setText = (patch: Partial<Text>) => setTexts({ ...texts, [language]: { ...current, ...patch } });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const publishedAt = isoOf(form.get('publishedAt'));
    const saved = await save
      .mutateAsync({
        merchant: brand.merchant,
        ...(entry ? { entry: entry.entry } : {}),
        type,
        ...(publishedAt ? { publishedAt } : {}),
        expiresAt: isoOf(form.get('expiresAt')),
        texts: filledTexts(texts),
      })
      .catch(() => undefined);
    if (saved) onClose();
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(entry ? 'content.edit' : 'content.new')}
      width={960}
    >
      <form onSubmit={submit} className="grid gap-6 lg:grid-cols-2">
        <div className="flex flex-col gap-4">
          {types.length > 1 ? (
            <label className="flex flex-col gap-1.5 text-sm font-medium">
              {t('content.type')}
              <select
                value={type}
                onChange={(event) => setType(event.target.value as AnnouncementType)}
                className={fieldClass}
              >
                {types.map((option) => (
                  <option key={option} value={option}>
                    {t(`content.type.${option}`)}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          <div className="grid grid-cols-2 gap-3">
            <label className="flex flex-col gap-1.5 text-sm font-medium">
              {t('content.publishedAt')}
              <input
                name="publishedAt"
                type="datetime-local"
                defaultValue={localInput(entry?.publishedAt ?? null)}
                className={fieldClass}
              />
            </label>
            <label className="flex flex-col gap-1.5 text-sm font-medium">
              {t('content.expiresAt')}
              <input
                name="expiresAt"
                type="datetime-local"
                defaultValue={localInput(entry?.expiresAt ?? null)}
                className={fieldClass}
              />
            </label>
          </div>
          <LanguageTabs
            languages={brand.languages}
            defaultLanguage={brand.defaultLanguage}
            value={language}
            written={(code) => (texts[code]?.title ?? '').trim() !== ''}
            onChange={setLanguage}
          />
          <label className="flex flex-col gap-1.5 text-sm font-medium">
            {t('content.title')}
            <input
              name={`title-${language}`}
              value={current.title}
              maxLength={200}
              onChange={(event) => setText({ title: event.target.value })}
              className={fieldClass}
            />
          </label>
          <label className="flex flex-col gap-1.5 text-sm font-medium">
            {t('content.body')}
            <textarea
              name={`content-${language}`}
              value={current.content}
              rows={8}
              maxLength={20000}
              onChange={(event) => setText({ content: event.target.value })}
              className="rounded-xl border border-line bg-surface-1 p-3 text-ink"
            />
          </label>
          <ErrorText error={save.error} />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              {t('action.cancel')}
            </Button>
            <Button type="submit" disabled={save.isPending || Object.keys(filledTexts(texts)).length === 0}>
              {t('content.save')}
            </Button>
          </div>
        </div>
        <NoticePreview
          language={language}
          title={current.title}
          content={current.content}
          publishedAt={entry?.publishedAt ?? new Date().toISOString()}
          isPopup={type === 'PU'}
        />
      </form>
    </Dialog>
  );
}

/** Announcements (or popups): every language of an entry on one row, edited together. */
export function AnnouncementsPanel({
  merchant,
  types,
  search,
  onSearchChange,
}: {
  merchant: string;
  types: readonly AnnouncementType[];
  search: PagedSearch<AnnouncementSort>;
  onSearchChange: (patch: Partial<PagedSearch<AnnouncementSort>>) => void;
}): ReactNode {
  const { t } = useTranslation();
  const format = useFormat();
  const canManage = useCan('content.manage');
  const [editing, setEditing] = useState<StaffAnnouncement | 'new' | null>(null);
  const isPopups = types.length === 1 && types[0] === 'PU';
  const { data, error } = useQuery(
    announcementsQuery({ ...search, merchant, kind: isPopups ? 'popups' : 'notices' }),
  );
  const brand = data ? { merchant, languages: data.languages, defaultLanguage: data.defaultLanguage } : null;
  const titleOf = (row: StaffAnnouncement) =>
    (brand && row.texts[brand.defaultLanguage]?.title) || Object.values(row.texts)[0]?.title || '';
  const columns: Column<StaffAnnouncement, AnnouncementSort>[] = [
    {
      id: 'title',
      header: t('content.title'),
      sortKey: 'title',
      cell: (row) => <span className="font-semibold">{titleOf(row)}</span>,
    },
    { id: 'type', header: t('content.type'), cell: (row) => t(`content.type.${row.type}`) },
    { id: 'languages', header: t('content.languages'), cell: (row) => writtenLanguages(row.texts) },
    {
      id: 'publishedAt',
      header: t('content.publishedAt'),
      sortKey: 'publishedAt',
      cell: (row) => format.dateTime(row.publishedAt),
    },
    {
      id: 'expiresAt',
      header: t('content.expiresAt'),
      wideOnly: true,
      cell: (row) => (row.expiresAt ? format.dateTime(row.expiresAt) : t('content.never')),
    },
    ...(canManage
      ? [
          {
            id: 'actions',
            header: t('content.actions'),
            align: 'end' as const,
            cell: (row: StaffAnnouncement) => (
              <Button variant="secondary" className="min-h-9" onClick={() => setEditing(row)}>
                {t('content.edit')}
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <div className="flex flex-col gap-3">
      {canManage ? (
        <Button className="self-start" disabled={!brand} onClick={() => setEditing('new')}>
          {t(isPopups ? 'content.newPopup' : 'content.newAnnouncement')}
        </Button>
      ) : null}
      <DataTable
        label={t(isPopups ? 'content.tab.popups' : 'content.tab.announcements')}
        columns={columns}
        data={data}
        error={error}
        search={search}
        onSearchChange={onSearchChange}
        rowKey={(row) => row.entry}
      />
      {editing && brand ? (
        <AnnouncementEditor
          brand={brand}
          types={types}
          entry={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}
