/**
 * The balls staff type (separated by spaces, commas or both), or null when any is not a whole number
 * from 0 to 999999 or there are none; whether they fit the game is the server's check.
 */
export function parseBalls(text: string): number[] | null {
  const parts = text.split(/[\s,]+/).filter(Boolean);
  if (parts.length === 0 || parts.length > 40) return null;
  if (!parts.every((part) => /^\d{1,6}$/.test(part))) return null;
  return parts.map(Number);
}
