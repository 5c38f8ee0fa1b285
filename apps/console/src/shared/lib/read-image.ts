/** A brand image path as the site resolves it: absolute as is, else under the brand's image host. */
export function imageSrc(host: string, path: string): string {
  if (/^(https?:)?\/\//.test(path) || path.startsWith('data:')) return path;
  return `${host.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
