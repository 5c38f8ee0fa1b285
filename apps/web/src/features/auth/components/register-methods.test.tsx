import { catalogueRule } from '@platform/contracts/patterns';
import type { ModuleId, WhitelabelNode } from '@platform/contracts/system/feature-switches';
import { REGISTER_FIELDS } from '@platform/contracts/system/register-fields';
import type { RegisterSettings } from '@platform/contracts/system/register-settings';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../app/i18n/i18n.ts';
import { RegisterMethods } from './register-methods.tsx';

/** A brand's switches: the given ones on, every other absent (off). */
const whitelabel = (...on: ModuleId[]): WhitelabelNode[] =>
  on.map((modId) => ({ modId, enabled: true, childrenNodes: [] }));

const REQUIRED = new Set(['username', 'password', 'email']);
const ENABLED = new Set([...REQUIRED, 'payeeName', 'qqNum', 'mobileNum']);

const settings: RegisterSettings = {
  config: Object.fromEntries(
    REGISTER_FIELDS.map((field) => [field, { enabled: ENABLED.has(field), required: REQUIRED.has(field) }]),
  ) as RegisterSettings['config'],
  rules: {
    username: catalogueRule(1, 6, 16),
    password: catalogueRule(19, 6, 20),
    email: catalogueRule(3, 5, 100),
    payeeName: catalogueRule(21, 2, 30),
    qqNum: catalogueRule(6, 5, 12),
    mobileNum: catalogueRule(6, 9, 11),
  },
  minimumAge: 18,
};

async function renderMethods(tree: WhitelabelNode[]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const methods = () => (
    <RegisterMethods
      whitelabel={tree}
      settings={settings}
      referralCode={undefined}
      affiliateCode={undefined}
      onRegistered={() => undefined}
    />
  );
  const router = createRouter({
    routeTree: createRootRoute({ component: methods }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await screen.findAllByRole('button');
}

/** A text of the `auth` namespace in English, as the form shows it. */
const en = (key: string, values?: Record<string, unknown>) =>
  i18next.t(key as 'field.required', { ns: 'auth', ...values });

beforeAll(async () => {
  await initI18n();
  await i18next.loadNamespaces('auth');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('register tabs', () => {
  it('shows both tabs, username first and open, when both ways are on', async () => {
    await renderMethods(whitelabel('REGISTER_USERNAME', 'REGISTER_MOBILE'));
    const tabs = within(screen.getByRole('tablist')).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      en('register.tabUsername'),
      en('register.tabMobile'),
    ]);
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false']);
    expect(screen.getByRole('textbox', { name: en('field.username') })).toBeTruthy();
  });

  it('shows the username form alone, without tabs, when only username is on', async () => {
    await renderMethods(whitelabel('REGISTER_USERNAME'));
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getByRole('textbox', { name: en('field.username') })).toBeTruthy();
  });

  it('shows the mobile form alone, without tabs or a username, when only mobile is on', async () => {
    await renderMethods(whitelabel('REGISTER_MOBILE'));
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByRole('textbox', { name: en('field.username') })).toBeNull();
    expect(screen.getByRole('textbox', { name: en('field.mobileNum') })).toBeTruthy();
  });
});

describe('register form', () => {
  /** Each field's label as shown, with whether it carries the required star, and its placeholder. */
  function shownFields() {
    return [...document.querySelectorAll('form label')].flatMap((label) => {
      const input = document.getElementById(label.getAttribute('for') ?? '');
      if (!(input instanceof HTMLInputElement) || input.type === 'checkbox') return [];
      const star = label.querySelector('[aria-hidden="true"]');
      return [
        {
          name: input.name,
          hasStar: star?.textContent === '*',
          text: label.textContent?.replace(/^\*/, ''),
          placeholder: input.placeholder,
        },
      ];
    });
  }

  it('stars exactly the required fields and prefixes their placeholders', async () => {
    await renderMethods(whitelabel('REGISTER_USERNAME'));
    const fields = shownFields();
    expect(fields.map(({ name }) => name)).toEqual([
      'username',
      'password',
      'confirmPassword',
      'payeeName',
      'qqNum',
      'email',
      'mobileNum',
    ]);
    for (const { name, hasStar, text, placeholder } of fields) {
      const isRequired = REQUIRED.has(name) || name === 'confirmPassword';
      expect(hasStar, name).toBe(isRequired);
      expect(text, name).toBe(en(`field.${name}`));
      expect(placeholder, name).toBe(isRequired ? en('placeholder.required', { field: text }) : text);
    }
    expect(en('placeholder.required', { field: 'Email' })).toBe('(Required) Email');
  });

  it("shows each field's per-pattern message with the rule's min and max", async () => {
    await renderMethods(whitelabel('REGISTER_USERNAME'));
    const type = (name: string, value: string) =>
      fireEvent.change(document.querySelector(`input[name="${name}"]`) as HTMLInputElement, {
        target: { value },
      });
    type('username', '1player');
    type('password', 'abc12');
    type('confirmPassword', 'abc12');
    type('payeeName', 'Nguyen1 Van');
    type('qqNum', '12ab5');
    fireEvent.click(screen.getByRole('button', { name: en('register.submit') }));
    expect(await screen.findByText('6–16 letters and digits, starting with a letter.')).toBeTruthy();
    // The brand allows 6 to 20, the platform at least 8: the message names what is enforced.
    expect(screen.getByText('Enter 8 to 20 characters.')).toBeTruthy();
    expect(screen.getByText(en('pattern.21', { min: 2, max: 30 }))).toBeTruthy();
    expect(screen.getByText('5–12 digits.')).toBeTruthy();
    expect(screen.getAllByText(en('field.required')).length).toBeGreaterThan(0);
  });

  it('accepts a decomposed Vietnamese and a Thai full name, as the server will', async () => {
    await renderMethods(whitelabel('REGISTER_USERNAME'));
    const payeeName = document.querySelector('input[name="payeeName"]') as HTMLInputElement;
    for (const name of ['Nguyễn Văn Anh'.normalize('NFD'), 'สมศักดิ์ ใจดี']) {
      fireEvent.change(payeeName, { target: { value: name } });
      fireEvent.click(screen.getByRole('button', { name: en('register.submit') }));
      await screen.findAllByText(en('field.required'));
      expect(screen.queryByText(en('pattern.21', { min: 2, max: 30 }))).toBeNull();
    }
  });
});
