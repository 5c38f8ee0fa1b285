const MAX_LENGTH = 64;

/**
 * An optional free-text search parameter. The router parses `?code=123` into the number 123, so
 * numbers are turned back into text; anything unusable is dropped instead of failing the page.
 * Plain functions rather than schemas: route definitions load with the first page, and a schema
 * library there would weigh on every visitor's first download.
 */
function optionalSearchText(value: unknown): string | undefined {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return text.length > 0 && text.length <= MAX_LENGTH ? text : undefined;
}

/** A route's `validateSearch` for parameters that are all optional text. */
export function textSearchParams<const TName extends string>(...names: TName[]) {
  return (search: Record<string, unknown>): Partial<Record<TName, string>> => {
    const result: Partial<Record<TName, string>> = {};
    for (const name of names) {
      const value = optionalSearchText(search[name]);
      if (value !== undefined) result[name] = value;
    }
    return result;
  };
}
