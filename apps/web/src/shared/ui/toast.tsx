import type { ReactNode } from 'react';
import { Toaster as SonnerToaster } from 'sonner';
import { useThemeStore } from '../hooks/use-theme-store.ts';

/** Shows a short notice from anywhere: `toast.success(t('...'))`, `toast.error(...)`. */
export { toast } from 'sonner';

/**
 * Where toasts appear, once per page at the root. Follows the site's theme; top-centre so it never
 * covers the thumb zone or the bottom sheets on phones.
 */
export function Toaster(): ReactNode {
  const theme = useThemeStore((state) => state.theme);
  return (
    <SonnerToaster
      theme={theme}
      position="top-center"
      closeButton
      richColors
      toastOptions={{
        classNames: {
          toast: '!rounded-2xl !border-line !bg-surface-1 !text-ink !shadow-card font-sans',
          description: '!text-ink-muted',
        },
      }}
    />
  );
}
