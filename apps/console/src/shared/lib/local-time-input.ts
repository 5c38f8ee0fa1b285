/** An ISO time as a datetime-local input's value (local time, to the minute); empty for none. */
export function toLocalInput(iso: string | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/** A datetime-local input's value back as an ISO time; undefined when it is empty. */
export function fromLocalInput(value: FormDataEntryValue | null): string | undefined {
  return typeof value === 'string' && value !== '' ? new Date(value).toISOString() : undefined;
}
