import type {
  ANNOUNCEMENT_SORT_KEYS,
  StaffAnnouncement,
} from '@platform/contracts/catalogue/content-schemas';
import type { AnnouncementType } from '@platform/contracts/content/announcements';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/hooks/use-format.ts';
import type { PagedSearch } from '../../../shared/lib/paged-search.ts';
import type { Column } from '../../../shared/ui/data-table.tsx';
import { fieldClass } from '../../../shared/ui/field.tsx';
import { announcementsQuery, useSaveAnnouncement } from '../api/content-queries.ts';
import {
  BodyField,
  EntryDialog,
  EntryList,
  filledTexts,
  shownTitle,
  TimeField,
  useLanguageTexts,
} from './content-editor.tsx';
import { isoOf, writtenLanguages } from './language-tabs.tsx';
import { NoticePreview } from './preview.tsx';

type AnnouncementSort = (typeof ANNOUNCEMENT_SORT_KEYS)[number];
type Text = { title: string; content: string };
type Brand = { merchant: string; languages: readonly string[]; defaultLanguage: string };

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
  const texts = useLanguageTexts<Text>(brand.defaultLanguage, entry?.texts, { title: '', content: '' });
  const [type, setType] = useState<AnnouncementType>(entry?.type ?? types[0] ?? 'B');
  const { language, current } = texts;

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
        texts: filledTexts(texts.texts),
      })
      .catch(() => undefined);
    if (saved) onClose();
  }

  return (
    <EntryDialog
      title={t(entry ? 'content.edit' : 'content.new')}
      languages={brand.languages}
      defaultLanguage={brand.defaultLanguage}
      texts={texts}
      titleName={`title-${language}`}
      error={save.error}
      busy={save.isPending}
      onSubmit={submit}
      onClose={onClose}
      fields={
        <>
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
            <TimeField label={t('content.publishedAt')} name="publishedAt" value={entry?.publishedAt} />
            <TimeField label={t('content.expiresAt')} name="expiresAt" value={entry?.expiresAt} />
          </div>
        </>
      }
      body={
        <BodyField
          label={t('content.body')}
          name={`content-${language}`}
          value={current.content}
          rows={8}
          maxLength={20000}
          onChange={(content) => texts.setText({ content })}
        />
      }
      preview={
        <NoticePreview
          language={language}
          title={current.title}
          content={current.content}
          publishedAt={entry?.publishedAt ?? new Date().toISOString()}
          isPopup={type === 'PU'}
        />
      }
    />
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
  const isPopups = types.length === 1 && types[0] === 'PU';
  const { data, error } = useQuery(
    announcementsQuery({ ...search, merchant, kind: isPopups ? 'popups' : 'notices' }),
  );
  const brand = data ? { merchant, languages: data.languages, defaultLanguage: data.defaultLanguage } : null;
  const columns: Column<StaffAnnouncement, AnnouncementSort>[] = [
    {
      id: 'title',
      header: t('content.title'),
      sortKey: 'title',
      cell: (row) => <span className="font-semibold">{shownTitle(row.texts, brand?.defaultLanguage)}</span>,
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
  ];
  return (
    <EntryList
      label={t(isPopups ? 'content.tab.popups' : 'content.tab.announcements')}
      newLabel={t(isPopups ? 'content.newPopup' : 'content.newAnnouncement')}
      columns={columns}
      data={data}
      error={error}
      search={search}
      onSearchChange={onSearchChange}
      rowKey={(row) => row.entry}
      editor={
        brand &&
        ((entry, close) => <AnnouncementEditor brand={brand} types={types} entry={entry} onClose={close} />)
      }
    />
  );
}
