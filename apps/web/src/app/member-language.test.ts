import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../shared/hooks/use-auth-store.ts';
import { useLanguageStore } from '../shared/hooks/use-language-store.ts';
import { syncMemberLanguage } from './member-language.ts';

const fetchSpy = vi.fn(async () => Response.json({ success: true, value: { done: true } }));
let stop: () => void = () => undefined;

beforeEach(() => {
  vi.stubGlobal('fetch', fetchSpy);
  useLanguageStore.setState({ language: 'EN' });
  stop = syncMemberLanguage();
});

afterEach(() => {
  stop();
  fetchSpy.mockClear();
  vi.unstubAllGlobals();
  useAuthStore.getState().setMember(null);
});

describe('syncMemberLanguage', () => {
  it('saves a logged-in member’s choice on the server', async () => {
    useAuthStore.getState().setMember({ account: 'player1', nickname: null, memberLabel: null, type: 0 });
    useLanguageStore.getState().setLanguage('VI');
    await vi.waitFor(() =>
      expect(fetchSpy).toHaveBeenCalledWith(
        '/wps/member/language',
        expect.objectContaining({ method: 'PUT', body: JSON.stringify({ language: 'VI' }) }),
      ),
    );
  });

  it('leaves a guest’s choice in the browser', () => {
    useLanguageStore.getState().setLanguage('TH');
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
