import { Button } from '@platform/ui/button.tsx';
import { Moon, Sun } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useThemeStore } from '../../../shared/hooks/use-theme-store.ts';

export function ThemeToggle(): ReactNode {
  const { t } = useTranslation('layout');
  const theme = useThemeStore((state) => state.theme);
  const toggleTheme = useThemeStore((state) => state.toggleTheme);
  const Icon = theme === 'dark' ? Sun : Moon;

  return (
    <Button
      variant="secondary"
      size="icon"
      onClick={toggleTheme}
      data-testid="theme-toggle"
      aria-label={t(theme === 'dark' ? 'theme.useLight' : 'theme.useDark')}
      title={t(theme === 'dark' ? 'theme.useLight' : 'theme.useDark')}
    >
      <Icon aria-hidden="true" className="size-5" />
    </Button>
  );
}
