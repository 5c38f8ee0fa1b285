/** Browsers and systems by the marks their user agents carry; the first match wins (Edge says Chrome too). */
const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

const firstMatch = (userAgent: string, marks: [RegExp, string][]) =>
  marks.find(([mark]) => mark.test(userAgent))?.[1];

/**
 * What a new passkey is called in the member's list, so that each device can be told apart: the
 * browser and the system, names that read the same in every language. Nothing known, no name: the
 * list then shows its own word for a passkey.
 */
export function deviceName(userAgent: string): string | undefined {
  const browser = firstMatch(userAgent, BROWSERS);
  const system = firstMatch(userAgent, SYSTEMS);
  if (browser && system) return `${browser} · ${system}`;
  return browser ?? system;
}
