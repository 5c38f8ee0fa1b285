import type {
  SECTION_PAGES,
  SECTION_SORT_KEYS,
  StaffSection,
} from '@platform/contracts/catalogue/content-schemas';
import { Button } from '@platform/ui/button.tsx';
import { Dialog } from '@platform/ui/dialog.tsx';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../shared/hooks/use-can.ts';
import type { PagedSearch } from '../../../shared/lib/paged-search.ts';
import { type Column, DataTable } from '../../../shared/ui/data-table.tsx';
import { ErrorText } from '../../../shared/ui/error-text.tsx';
import { sectionsQuery, useSaveSection } from '../api/content-queries.ts';
import { fieldClass, filledTexts } from './announcements-panel.tsx';
import { LanguageTabs, writtenLanguages } from './language-tabs.tsx';
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
  const [language, setLanguage] = useState(brand.defaultLanguage);
  const [texts, setTexts] = useState<Record<string, Text>>(entry?.texts ?? {});
  const current = texts[language] ?? { title: '', body: '' };
  const setText = (patch: Partial<Text>) => setTexts({ ...texts, [language]: { ...current, ...patch } });

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
        texts: filledTexts(texts),
      })
      .catch(() => undefined);
    if (saved) onClose();
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(entry ? 'content.edit' : 'content.newSection')}
      width={960}
    >
      <form onSubmit={submit} className="grid gap-6 lg:grid-cols-2">
        <div className="flex flex-col gap-4">
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
            <label className="flex flex-col gap-1.5 text-sm font-medium">
              {t('content.sortOrder')}
              <input
                name="sortOrder"
                type="number"
                step={1}
                min={-10000}
                max={10000}
                required
                defaultValue={entry?.sortOrder ?? 0}
                className={fieldClass}
              />
            </label>
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
              value={current.title}
              maxLength={200}
              onChange={(event) => setText({ title: event.target.value })}
              className={fieldClass}
            />
          </label>
          <label className="flex flex-col gap-1.5 text-sm font-medium">
            {t(kind === 'download' ? 'content.steps' : 'content.body')}
            <textarea
              value={current.body}
              rows={10}
              maxLength={50000}
              onChange={(event) => setText({ body: event.target.value })}
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
        <ArticlePreview
          language={language}
          title={current.title}
          body={current.body}
          asSteps={kind === 'download'}
        />
      </form>
    </Dialog>
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
  const canManage = useCan('content.manage');
  const [editing, setEditing] = useState<StaffSection | 'new' | null>(null);
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
      cell: (row) => (
        <span className="font-semibold">
          {(brand && row.texts[brand.defaultLanguage]?.title) || Object.values(row.texts)[0]?.title}
        </span>
      ),
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
    ...(canManage
      ? [
          {
            id: 'actions',
            header: t('content.actions'),
            align: 'end' as const,
            cell: (row: StaffSection) => (
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
          {t('content.newSection')}
        </Button>
      ) : null}
      <DataTable
        label={t(`content.tab.${kind}`)}
        columns={columns}
        data={data}
        error={error}
        search={search}
        onSearchChange={onSearchChange}
        rowKey={(row) => row.key}
      />
      {editing && brand ? (
        <SectionEditor
          brand={brand}
          kind={kind}
          entry={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}
