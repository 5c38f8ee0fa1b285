import type {
  SECTION_PAGES,
  SECTION_SORT_KEYS,
  StaffSection,
} from '@platform/contracts/catalogue/content-schemas';
import { useQuery } from '@tanstack/react-query';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PagedSearch } from '../../../shared/lib/paged-search.ts';
import type { Column } from '../../../shared/ui/data-table.tsx';
import { fieldClass } from '../../../shared/ui/field.tsx';
import { sectionsQuery, useSaveSection } from '../api/content-queries.ts';
import {
  BodyField,
  EntryDialog,
  EntryList,
  filledTexts,
  SortOrderField,
  shownTitle,
  useLanguageTexts,
} from './content-editor.tsx';
import { writtenLanguages } from './language-tabs.tsx';
import { ArticlePreview } from './preview.tsx';

type SectionSort = (typeof SECTION_SORT_KEYS)[number];
type SectionKind = (typeof SECTION_PAGES)[number];
type Text = { title: string; body: string };
type Brand = { merchant: string; languages: readonly string[]; defaultLanguage: string };

function SectionEditor({
  brand,
  kind,
  entry,
  onClose,
}: {
  brand: Brand;
  kind: SectionKind;
  entry: StaffSection | null;
  onClose: () => void;
}): ReactNode {
  const { t } = useTranslation();
  const save = useSaveSection();
  const texts = useLanguageTexts<Text>(brand.defaultLanguage, entry?.texts, { title: '', body: '' });
  const { language, current } = texts;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parentKey = String(form.get('parentKey') ?? '').trim();
    const saved = await save
      .mutateAsync({
        merchant: brand.merchant,
        kind,
        key: entry?.key ?? String(form.get('key') ?? '').trim(),
        parentKey: kind === 'help' && parentKey !== '' ? parentKey : null,
        sortOrder: Number(form.get('sortOrder')),
        texts: filledTexts(texts.texts),
      })
      .catch(() => undefined);
    if (saved) onClose();
  }

  return (
    <EntryDialog
      title={t(entry ? 'content.edit' : 'content.newSection')}
      languages={brand.languages}
      defaultLanguage={brand.defaultLanguage}
      texts={texts}
      error={save.error}
      busy={save.isPending}
      onSubmit={submit}
      onClose={onClose}
      fields={
        <div className="grid grid-cols-2 gap-3">
          <label className="flex flex-col gap-1.5 text-sm font-medium">
            {t(kind === 'download' ? 'content.platform' : 'content.key')}
            <input
              name="key"
              required
              pattern="[A-Za-z0-9_\-]{1,64}"
              defaultValue={entry?.key ?? ''}
              disabled={entry !== null}
              className={fieldClass}
            />
          </label>
          <SortOrderField value={entry?.sortOrder} />
          {kind === 'help' ? (
            <label className="col-span-2 flex flex-col gap-1.5 text-sm font-medium">
              {t('content.parentKey')}
              <input
                name="parentKey"
                pattern="[A-Za-z0-9_\-]{1,64}"
                defaultValue={entry?.parentKey ?? ''}
                className={fieldClass}
              />
              <span className="text-xs font-normal text-ink-muted">{t('content.parentKey.hint')}</span>
            </label>
          ) : null}
        </div>
      }
      body={
        <BodyField
          label={t(kind === 'download' ? 'content.steps' : 'content.body')}
          value={current.body}
          rows={10}
          maxLength={50000}
          onChange={(body) => texts.setText({ body })}
        />
      }
      preview={
        <ArticlePreview
          language={language}
          title={current.title}
          body={current.body}
          asSteps={kind === 'download'}
        />
      }
    />
  );
}

/** The help centre, join page or app install guides: one row a section, every language edited together. */
export function SectionsPanel({
  merchant,
  kind,
  search,
  onSearchChange,
}: {
  merchant: string;
  kind: SectionKind;
  search: PagedSearch<SectionSort>;
  onSearchChange: (patch: Partial<PagedSearch<SectionSort>>) => void;
}): ReactNode {
  const { t } = useTranslation();
  const { data, error } = useQuery(sectionsQuery({ ...search, merchant, kind }));
  const brand = data ? { merchant, languages: data.languages, defaultLanguage: data.defaultLanguage } : null;
  const columns: Column<StaffSection, SectionSort>[] = [
    {
      id: 'key',
      header: t(kind === 'download' ? 'content.platform' : 'content.key'),
      sortKey: 'key',
      cell: (row) => row.key,
    },
    {
      id: 'title',
      header: t('content.title'),
      cell: (row) => <span className="font-semibold">{shownTitle(row.texts, brand?.defaultLanguage)}</span>,
    },
    ...(kind === 'help'
      ? [
          {
            id: 'parent',
            header: t('content.parentKey'),
            cell: (row: StaffSection) => row.parentKey ?? t('content.category'),
          },
        ]
      : []),
    { id: 'languages', header: t('content.languages'), cell: (row) => writtenLanguages(row.texts) },
    {
      id: 'sortOrder',
      header: t('content.sortOrder'),
      sortKey: 'sortOrder',
      align: 'end',
      cell: (row) => row.sortOrder,
    },
  ];
  return (
    <EntryList
      label={t(`content.tab.${kind}`)}
      newLabel={t('content.newSection')}
      columns={columns}
      data={data}
      error={error}
      search={search}
      onSearchChange={onSearchChange}
      rowKey={(row) => row.key}
      editor={
        brand && ((entry, close) => <SectionEditor brand={brand} kind={kind} entry={entry} onClose={close} />)
      }
    />
  );
}
