import { create } from 'zustand';
import { persist } from 'zustand/middleware';

/** The console's languages: EN and CN, the codes the API's `Language` header takes. */
export const CONSOLE_LANGUAGES = ['en', 'cn'] as const;
export type ConsoleLanguage = (typeof CONSOLE_LANGUAGES)[number];
/** `<html lang>` per console language, for fonts and screen readers. */
export const HTML_LANG: Record<ConsoleLanguage, string> = { en: 'en', cn: 'zh-CN' };

export type Theme = 'dark' | 'light';

type Preferences = {
  language: ConsoleLanguage;
  theme: Theme;
  sidebarCollapsed: boolean;
  setLanguage: (language: ConsoleLanguage) => void;
  toggleTheme: () => void;
  toggleSidebar: () => void;
};

function initialLanguage(): ConsoleLanguage {
  return typeof navigator !== 'undefined' && navigator.language.toLowerCase().startsWith('zh') ? 'cn' : 'en';
}

/** Language, theme and sidebar: per browser (localStorage), unlike the session, which is per tab. */
export const usePreferences = create<Preferences>()(
  persist(
    (set) => ({
      language: initialLanguage(),
      theme: 'dark',
      // Below a laptop's width (a tablet) the menu starts as icons, leaving the room to the tables.
      sidebarCollapsed: typeof window !== 'undefined' && window.innerWidth < 1024,
      setLanguage: (language) => set({ language }),
      toggleTheme: () => set((state) => ({ theme: state.theme === 'dark' ? 'light' : 'dark' })),
      toggleSidebar: () => set((state) => ({ sidebarCollapsed: !state.sidebarCollapsed })),
    }),
    { name: 'console.preferences' },
  ),
);
