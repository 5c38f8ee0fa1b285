/** Written by locale-files-plugin.ts: a loader per language folder, of its namespaces' texts. */
declare module 'virtual:locale-files' {
  type Messages = Record<string, string>;
  const languages: Record<string, () => Promise<{ default: Record<string, () => Promise<Messages>> }>>;
  export default languages;
}
