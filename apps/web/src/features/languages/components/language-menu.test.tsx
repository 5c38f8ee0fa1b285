import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n, syncLanguage } from '../../../app/i18n/i18n.ts';
import { useLanguageStore } from '../../../shared/hooks/use-language-store.ts';
import { useModalStore } from '../../../shared/hooks/use-modal-store.ts';
import { LanguageDialog } from './language-dialog.tsx';
import { LanguageMenu } from './language-menu.tsx';

let stopSync: () => void = () => {};
beforeAll(async () => {
  await initI18n();
  await i18next.loadNamespaces(['layout', 'ui']);
  stopSync = syncLanguage();
});
// The next test file in this worker shares the language store: it must not keep switching i18next.
afterAll(() => stopSync());

afterEach(async () => {
  act(() => {
    useModalStore.getState().close();
    useLanguageStore.getState().setLanguage('EN');
  });
  // The switch back loads its texts asynchronously: it lands before the next test (or file) starts.
  await waitFor(() => expect(i18next.language).toBe('EN'));
});

describe('language menu and dialog', () => {
  it("offers the header's four languages by their own names, then the full list", async () => {
    render(<LanguageMenu />);
    fireEvent.click(screen.getByRole('button', { name: 'Language: English' }));

    const menu = await screen.findByRole('menu');
    const choices = within(menu).getAllByRole('menuitemradio');
    expect(choices.map((choice) => choice.textContent)).toEqual(['简体中文', 'English', 'ไทย', 'Tiếng Việt']);

    fireEvent.click(within(menu).getByRole('menuitem', { name: 'More languages' }));
    expect(useModalStore.getState().current).toBe('languages');
  });

  it('switches the language from the menu', async () => {
    render(<LanguageMenu />);
    fireEvent.click(screen.getByRole('button', { name: 'Language: English' }));
    fireEvent.click(await screen.findByRole('menuitemradio', { name: 'Tiếng Việt' }));

    expect(useLanguageStore.getState().language).toBe('VI');
    expect(await screen.findByRole('button', { name: 'Ngôn ngữ: Tiếng Việt' })).toBeTruthy();
  });

  it('lists all 36 languages in the dialog, marks the current one, and a choice closes it', async () => {
    render(<LanguageDialog />);
    act(() => useModalStore.getState().open('languages'));

    const dialog = await screen.findByRole('dialog', { name: 'Choose your language' });
    const choices = within(dialog)
      .getAllByRole('button')
      .filter((button) => button.hasAttribute('aria-current') || button.querySelector('[lang]'));
    expect(choices).toHaveLength(36);
    expect(within(dialog).getByRole('button', { current: true }).textContent).toContain('English');

    fireEvent.click(within(dialog).getByRole('button', { name: /العربية/ }));
    expect(useLanguageStore.getState().language).toBe('AR');
    expect(useModalStore.getState().current).toBeNull();
  });
});
