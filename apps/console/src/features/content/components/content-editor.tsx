import { Button } from '@platform/ui/button.tsx';
import { Dialog } from '@platform/ui/dialog.tsx';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../shared/hooks/use-can.ts';
import type { Paged, PagedSearch } from '../../../shared/lib/paged-search.ts';
import { type Column, DataTable } from '../../../shared/ui/data-table.tsx';
import { ErrorText } from '../../../shared/ui/error-text.tsx';
import { fieldClass } from '../../../shared/ui/field.tsx';
import { LanguageTabs, localInput } from './language-tabs.tsx';

type Titled = { title: string };

/** Only the languages given a title are saved: a blank one is not shown to its members. */
export function filledTexts<T extends Titled>(texts: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(texts).filter(([, text]) => text.title.trim() !== ''));
}

/** A list row's title: the brand's default language's, else the first one written. */
export function shownTitle(texts: Record<string, Titled>, defaultLanguage: string | undefined): string {
  return (defaultLanguage && texts[defaultLanguage]?.title) || Object.values(texts)[0]?.title || '';
}

/** An entry's text in each of the brand's languages, and the language whose tab is open. */
export function useLanguageTexts<T extends Titled>(
  defaultLanguage: string,
  initial: Record<string, T> | undefined,
  blank: T,
) {
  const [language, setLanguage] = useState(defaultLanguage);
  const [texts, setTexts] = useState<Record<string, T>>(initial ?? {});
  const current = texts[language] ?? blank;
  const setText = (patch: Partial<T>) => setTexts({ ...texts, [language]: { ...current, ...patch } });
  return { language, setLanguage, texts, current, setText };
}

type LanguageTexts<T extends Titled> = ReturnType<typeof useLanguageTexts<T>>;

/**
 * The dialog editing one entry: its own `fields`, the language tabs with the open language's title and
 * `body`, then save (once a language has a title); the member's view, `preview`, beside it.
 */
export function EntryDialog<T extends Titled>({
  title,
  languages,
  defaultLanguage,
  texts,
  titleName,
  fields,
  body,
  preview,
  error,
  busy,
  onSubmit,
  onClose,
}: {
  title: string;
  languages: readonly string[];
  defaultLanguage: string;
  texts: LanguageTexts<T>;
  /** The title field's form name, where the form has one. */
  titleName?: string;
  fields: ReactNode;
  body?: ReactNode;
  preview: ReactNode;
  error: unknown;
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
}): ReactNode {
  const { t } = useTranslation();
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={title} width={960}>
      <form onSubmit={onSubmit} className="grid gap-6 lg:grid-cols-2">
        <div className="flex flex-col gap-4">
          {fields}
          <LanguageTabs
            languages={languages}
            defaultLanguage={defaultLanguage}
            value={texts.language}
            written={(code) => (texts.texts[code]?.title ?? '').trim() !== ''}
            onChange={texts.setLanguage}
          />
          <label className="flex flex-col gap-1.5 text-sm font-medium">
            {t('content.title')}
            <input
              name={titleName}
              value={texts.current.title}
              maxLength={200}
              onChange={(event) => texts.setText({ title: event.target.value } as Partial<T>)}
              className={fieldClass}
            />
          </label>
          {body}
          <ErrorText error={error} />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              {t('action.cancel')}
            </Button>
            <Button type="submit" disabled={busy || Object.keys(filledTexts(texts.texts)).length === 0}>
              {t('content.save')}
            </Button>
          </div>
        </div>
        {preview}
      </form>
    </Dialog>
  );
}

/** A time of the entry's schedule, in the browser's zone; empty means none. */
export function TimeField({
  label,
  name,
  value,
}: {
  label: string;
  name: string;
  value: string | null | undefined;
}): ReactNode {
  return (
    <label className="flex flex-col gap-1.5 text-sm font-medium">
      {label}
      <input
        name={name}
        type="datetime-local"
        defaultValue={localInput(value ?? null)}
        className={fieldClass}
      />
    </label>
  );
}

/** Where the entry stands among its kind: lower first. */
export function SortOrderField({ value }: { value: number | undefined }): ReactNode {
  const { t } = useTranslation();
  return (
    <label className="flex flex-col gap-1.5 text-sm font-medium">
      {t('content.sortOrder')}
      <input
        name="sortOrder"
        type="number"
        step={1}
        min={-10000}
        max={10000}
        required
        defaultValue={value ?? 0}
        className={fieldClass}
      />
    </label>
  );
}

/** The long text of an entry in the open language. */
export function BodyField({
  label,
  name,
  value,
  rows,
  maxLength,
  onChange,
}: {
  label: string;
  name?: string;
  value: string;
  rows: number;
  maxLength: number;
  onChange: (value: string) => void;
}): ReactNode {
  return (
    <label className="flex flex-col gap-1.5 text-sm font-medium">
      {label}
      <textarea
        name={name}
        value={value}
        rows={rows}
        maxLength={maxLength}
        onChange={(event) => onChange(event.target.value)}
        className="rounded-xl border border-line bg-surface-1 p-3 text-ink"
      />
    </label>
  );
}

/**
 * One kind of content as a paged list; staff who manage content also get a button for a new entry and
 * an edit button a row, each opening `editor` (null until the brand's languages are known).
 */
export function EntryList<Row, Sort extends string>({
  label,
  newLabel,
  columns,
  data,
  error,
  search,
  onSearchChange,
  rowKey,
  editor,
}: {
  label: string;
  newLabel: string;
  columns: Column<Row, Sort>[];
  data: Paged<Row> | undefined;
  error: unknown;
  search: PagedSearch<Sort>;
  onSearchChange: (patch: Partial<PagedSearch<Sort>>) => void;
  rowKey: (row: Row) => string;
  editor: ((entry: Row | null, close: () => void) => ReactNode) | null;
}): ReactNode {
  const { t } = useTranslation();
  const canManage = useCan('content.manage');
  const [editing, setEditing] = useState<{ entry: Row | null } | null>(null);
  const actions: Column<Row, Sort> = {
    id: 'actions',
    header: t('content.actions'),
    align: 'end',
    cell: (row) => (
      <Button variant="secondary" className="min-h-9" onClick={() => setEditing({ entry: row })}>
        {t('content.edit')}
      </Button>
    ),
  };
  return (
    <div className="flex flex-col gap-3">
      {canManage ? (
        <Button className="self-start" disabled={!editor} onClick={() => setEditing({ entry: null })}>
          {newLabel}
        </Button>
      ) : null}
      <DataTable
        label={label}
        columns={canManage ? [...columns, actions] : columns}
        data={data}
        error={error}
        search={search}
        onSearchChange={onSearchChange}
        rowKey={rowKey}
      />
      {editing && editor ? editor(editing.entry, () => setEditing(null)) : null}
    </div>
  );
}
