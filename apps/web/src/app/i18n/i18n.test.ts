import i18next from 'i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useLanguageStore } from '../../shared/hooks/use-language-store.ts';
import { initI18n, syncLanguage } from './i18n.ts';
import { loadNamespace } from './locale-backend.ts';

beforeAll(async () => {
  await initI18n();
  syncLanguage();
});

describe('i18n', () => {
  it('starts in EN and sets <html lang>', () => {
    expect(i18next.language).toBe('EN');
    expect(i18next.t('route.index')).toBe('Home');
    expect(document.documentElement.lang).toBe('en');
  });

  it('follows the language store: loads the texts, then switches the UI and <html lang>', async () => {
    useLanguageStore.getState().setLanguage('VI');
    await vi.waitFor(() => expect(i18next.language).toBe('VI'));
    expect(i18next.t('route.index')).toBe('Trang chủ');
    expect(document.documentElement.lang).toBe('vi');

    useLanguageStore.getState().setLanguage('CN');
    await vi.waitFor(() => expect(document.documentElement.lang).toBe('zh-CN'));
    expect(i18next.t('notFound.home')).toBe('返回首页');
  });

  it('serves server error codes and client error codes from one errors namespace', async () => {
    const errors = await loadNamespace('TH', 'errors');
    expect(errors['login.not.session']).toBeTruthy();
    expect(errors['network.abnormal']).toContain('เครือข่าย');
  });

  it("loads a language's own texts, with the server's messages in the errors namespace, and refuses unknown codes", async () => {
    const english = await loadNamespace('EN', 'common');
    const khmer = await loadNamespace('KM', 'common');
    expect(Object.keys(khmer).sort()).toEqual(Object.keys(english).sort());
    expect(khmer['route.index']).not.toBe(english['route.index']);
    const japaneseErrors = await loadNamespace('JA', 'errors');
    expect(japaneseErrors['merchant.not.found']).not.toBe(
      (await loadNamespace('EN', 'errors'))['merchant.not.found'],
    );
    await expect(loadNamespace('XX', 'common')).rejects.toThrow('Unsupported language');
    await expect(loadNamespace('EN', 'nope')).rejects.toThrow('No nope texts');
  });

  it('mirrors the page for right-to-left languages and back', async () => {
    useLanguageStore.getState().setLanguage('AR');
    await vi.waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(document.documentElement.lang).toBe('ar');

    useLanguageStore.getState().setLanguage('EN');
    await vi.waitFor(() => expect(document.documentElement.dir).toBe('ltr'));
  });
});
