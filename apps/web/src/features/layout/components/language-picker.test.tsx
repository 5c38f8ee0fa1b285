import { fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n, syncLanguage } from '../../../app/i18n/i18n.ts';
import { useLanguageStore } from '../../../shared/hooks/use-language-store.ts';
import { LanguagePicker } from './language-picker.tsx';

beforeAll(async () => {
  await initI18n();
  await i18next.loadNamespaces('layout');
  syncLanguage();
});

describe('LanguagePicker', () => {
  it("offers the header's four languages and switches the whole UI", async () => {
    render(<LanguagePicker />);
    const picker = screen.getByRole('combobox', { name: 'Language' });
    const options = screen.getAllByRole('option').map((option) => option.getAttribute('value'));
    expect(options).toEqual(['CN', 'EN', 'TH', 'VI']);

    fireEvent.change(picker, { target: { value: 'VI' } });

    expect(useLanguageStore.getState().language).toBe('VI');
    expect(await screen.findByRole('combobox', { name: 'Ngôn ngữ' })).toBeTruthy();
  });
});
