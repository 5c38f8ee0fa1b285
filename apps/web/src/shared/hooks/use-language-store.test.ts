import { afterAll, describe, expect, it, vi } from 'vitest';

async function freshStore() {
  vi.resetModules();
  const { useLanguageStore } = await import('./use-language-store.ts');
  return useLanguageStore;
}

// The files of a worker share their modules: the next one gets a store made afresh, not the last one
// made here (in CN).
afterAll(() => vi.resetModules());

describe('language store', () => {
  it('defaults to EN and ignores a stored language the site does not offer', async () => {
    expect((await freshStore()).getState().language).toBe('EN');
    localStorage.setItem('lang', 'XX');
    expect((await freshStore()).getState().language).toBe('EN');
  });

  it('starts in the stored language', async () => {
    localStorage.setItem('lang', 'TH');
    expect((await freshStore()).getState().language).toBe('TH');
  });

  it('stores the new language under lang and the one it replaced under hisLang', async () => {
    const store = await freshStore();
    store.getState().setLanguage('CN');
    expect(store.getState().language).toBe('CN');
    expect(localStorage.getItem('lang')).toBe('CN');
    expect(localStorage.getItem('hisLang')).toBe('EN');
  });
});
