import { type ReactNode, useEffect } from 'react';
import { Toaster as SonnerToaster } from 'sonner';
import { useThemeStore } from '../hooks/use-theme-store.ts';

/**
 * Where toasts appear: follows the site's theme; top-centre so it never covers the thumb zone or the
 * bottom sheets on phones. Calls `onMount` once it listens, so no toast is sent before it can show.
 */
export function ToasterView({ onMount }: { onMount: () => void }): ReactNode {
  const theme = useThemeStore((state) => state.theme);
  useEffect(() => onMount(), [onMount]);
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
