import { Button } from '@platform/ui/button.tsx';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../shared/hooks/use-can.ts';
import { useFormat } from '../../../shared/hooks/use-format.ts';
import { ErrorText } from '../../../shared/ui/error-text.tsx';
import { SectionTable, useSection } from '../../../shared/ui/section-table.tsx';
import {
  type PlayerRef,
  playerNotesQuery,
  useAddNote,
  useSetLabels,
  useSetTags,
} from '../api/players-queries.ts';

/** A short list of words or phrases, shown as chips and edited as one line, replaced together. */
function ListEditor({
  title,
  editLabel,
  hint,
  values,
  canEdit,
  separator,
  save,
}: {
  title: string;
  editLabel: string;
  hint: string;
  values: readonly string[];
  canEdit: boolean;
  /** Splits the line into items; joined back with the first separator it names. */
  separator: { split: RegExp; join: string };
  save: { mutate: (next: string[], onSuccess: () => void) => void; isPending: boolean; error: unknown };
}): ReactNode {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(values.join(separator.join));
  function submit(event: FormEvent) {
    event.preventDefault();
    const next = text
      .split(separator.split)
      .map((item) => item.trim())
      .filter(Boolean);
    save.mutate(next, () => setEditing(false));
  }
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-semibold text-ink-muted">{title}</span>
        {values.length === 0 ? <span className="text-sm text-ink-muted">—</span> : null}
        {values.map((value) => (
          <span key={value} className="rounded-full bg-surface-2 px-2.5 py-0.5 text-xs font-semibold">
            {value}
          </span>
        ))}
        {canEdit && !editing ? (
          <Button
            variant="ghost"
            className="min-h-8 px-2"
            onClick={() => {
              setText(values.join(separator.join));
              setEditing(true);
            }}
          >
            {editLabel}
          </Button>
        ) : null}
      </div>
      {editing ? (
        <form onSubmit={submit} className="flex flex-wrap items-center gap-2">
          <input
            aria-label={title}
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={hint}
            className="h-9 min-w-64 flex-1 rounded-xl border border-line bg-surface-1 px-3 text-sm"
          />
          <Button type="submit" className="min-h-9 px-3" disabled={save.isPending}>
            {t('players.save')}
          </Button>
          <Button variant="secondary" className="min-h-9 px-3" onClick={() => setEditing(false)}>
            {t('action.cancel')}
          </Button>
        </form>
      ) : null}
      <ErrorText error={save.error} />
    </div>
  );
}

/** Staff-only tags: words (lower case, digits, - and _) between spaces. */
export function TagsEditor({ player, tags }: { player: PlayerRef; tags: readonly string[] }): ReactNode {
  const { t } = useTranslation();
  const setTags = useSetTags();
  return (
    <ListEditor
      title={t('players.tags')}
      editLabel={t('players.tags.edit')}
      hint={t('players.tags.hint')}
      values={tags}
      canEdit={useCan('players.tags')}
      separator={{ split: /[\s,]+/, join: ' ' }}
      save={{
        mutate: (next, onSuccess) => setTags.mutate({ ...player, tags: next }, { onSuccess }),
        isPending: setTags.isPending,
        error: setTags.error,
      }}
    />
  );
}

/** The labels the member sees beside their name: short phrases between commas, in the order shown. */
export function LabelsEditor({
  player,
  labels,
}: {
  player: PlayerRef;
  labels: readonly string[];
}): ReactNode {
  const { t } = useTranslation();
  const setLabels = useSetLabels();
  return (
    <ListEditor
      title={t('players.labels')}
      editLabel={t('players.labels.edit')}
      hint={t('players.labels.hint')}
      values={labels}
      canEdit={useCan('players.labels')}
      separator={{ split: /,/, join: ', ' }}
      save={{
        mutate: (next, onSuccess) => setLabels.mutate({ ...player, labels: next }, { onSuccess }),
        isPending: setLabels.isPending,
        error: setLabels.error,
      }}
    />
  );
}

/** Staff notes, newest first, and a new one (notes are never edited). */
export function NotesSection({ player }: { player: PlayerRef }): ReactNode {
  const { t } = useTranslation();
  const format = useFormat();
  const canWrite = useCan('players.notes.write');
  const addNote = useAddNote();
  const [body, setBody] = useState('');
  const section = useSection((query) => playerNotesQuery(player, query));
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!body.trim()) return;
    addNote.mutate({ ...player, body: body.trim() }, { onSuccess: () => setBody('') });
  }
  return (
    <div className="flex flex-col gap-3">
      {canWrite ? (
        <form onSubmit={submit} className="flex flex-col gap-2">
          <label className="flex flex-col gap-1.5 text-sm font-medium">
            {t('players.note.new')}
            <textarea
              rows={3}
              maxLength={2000}
              value={body}
              onChange={(event) => setBody(event.target.value)}
              className="rounded-xl border border-line bg-surface-1 px-3 py-2 text-sm"
            />
          </label>
          <ErrorText error={addNote.error} />
          <Button
            type="submit"
            className="min-h-9 self-end px-3"
            disabled={addNote.isPending || !body.trim()}
          >
            {t('players.note.add')}
          </Button>
        </form>
      ) : null}
      <SectionTable
        label={t('players.tab.notes')}
        section={section}
        rows={(data) => ({ items: data.notes, hasMore: data.hasMore })}
        rowKey={(row) => row.id}
        columns={[
          { id: 'createdAt', header: t('players.col.at'), cell: (row) => format.dateTime(row.createdAt) },
          { id: 'staff', header: t('players.col.staff'), cell: (row) => row.operatorAccount },
          {
            id: 'body',
            header: t('players.col.note'),
            cell: (row) => <p className="max-w-xl whitespace-pre-wrap">{row.body}</p>,
          },
        ]}
      />
    </div>
  );
}
