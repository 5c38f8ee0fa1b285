import type { ReactNode } from 'react';

/** The look of a list's filter inputs (DataTable's filters slot). */
const FILTER_INPUT_CLASS = 'h-10 rounded-xl border border-line bg-surface-1 px-3 text-ink';

/** A choice among a closed set of values, or any (`undefined`); a value not in the set reads as any. */
export function ChoiceFilter<T extends string>({
  label,
  anyLabel,
  value,
  options,
  optionLabel,
  onChange,
}: {
  label: string;
  anyLabel: string;
  value: T | undefined;
  options: readonly T[];
  optionLabel: (option: T) => string;
  onChange: (value: T | undefined) => void;
}): ReactNode {
  return (
    <label className="flex flex-col gap-1 text-sm">
      {label}
      <select
        value={value ?? ''}
        onChange={(event) => onChange(options.find((option) => option === event.target.value))}
        className={FILTER_INPUT_CLASS}
      >
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * A text looked up when submitted (Enter), not on every key: the list's query is in the URL and each
 * change is a request. A blank text clears the filter.
 */
export function TextFilter({
  id,
  label,
  value,
  onSubmit,
}: {
  id: string;
  label: string;
  value: string | undefined;
  onSubmit: (value: string | undefined) => void;
}): ReactNode {
  return (
    <form
      className="flex flex-col gap-1 text-sm"
      onSubmit={(event) => {
        event.preventDefault();
        const text = new FormData(event.currentTarget).get('text');
        onSubmit(typeof text === 'string' && text.trim() ? text.trim() : undefined);
      }}
    >
      <label htmlFor={id}>{label}</label>
      <input id={id} name="text" type="search" defaultValue={value ?? ''} className={FILTER_INPUT_CLASS} />
    </form>
  );
}
