import { describe, expect, it } from 'vitest';
import { wantsSitePage } from './site.ts';

const get = (url: string, accept?: string) => ({
  method: 'GET',
  url,
  headers: accept === undefined ? {} : { accept },
});

describe('which requests nothing else answered get the site', () => {
  it.each([
    ['a browser', '/', 'text/html,application/xhtml+xml,*/*;q=0.8'],
    ['a plain curl', '/', '*/*'],
    ['a client sending no Accept', '/member/deposit', undefined],
    ['an empty Accept', '/', ''],
    ['a page with a query', '/rng?page=PG', '*/*'],
    ['a browser at a path with a dot (the site shows its not-found page)', '/index.php', 'text/html'],
  ])('%s gets the page', (_who, url, accept) => {
    expect(wantsSitePage(get(url, accept))).toBe(true);
    expect(wantsSitePage({ ...get(url, accept), method: 'HEAD' })).toBe(true);
  });

  it.each([
    ['an API path', '/wps/no/such/call', '*/*'],
    ['an API path asked by a browser', '/ops/nothing', 'text/html'],
    ['the vendor wallet', '/vendor-wallet/v1/nothing', undefined],
    ['the health check', '/healthz/x', undefined],
    ['a client taking only JSON', '/', 'application/json'],
    ['a missing file (a stale bundle)', '/assets/app-1a2b3c.js', '*/*'],
    ['a missing icon', '/favicon.ico', undefined],
  ])('%s gets the 404 envelope', (_who, url, accept) => {
    expect(wantsSitePage(get(url, accept))).toBe(false);
  });

  it('a POST to a page path is no page request', () => {
    expect(wantsSitePage({ ...get('/', '*/*'), method: 'POST' })).toBe(false);
  });
});
