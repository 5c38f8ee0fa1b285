import { lazy, type ReactNode } from 'react';
import { create } from 'zustand';
import { MountWhenWanted } from './mount-when-wanted.tsx';

type ToastKind = 'success' | 'error' | 'info';

const ToasterView = lazy(() =>
  import('./toaster-view.tsx').then((module) => ({ default: module.ToasterView })),
);

const ready = Promise.withResolvers<void>();
const useToasterStore = create<{ isWanted: boolean }>(() => ({ isWanted: false }));

async function show(kind: ToastKind, message: string): Promise<void> {
  useToasterStore.setState({ isWanted: true });
  const [{ toast: sonner }] = await Promise.all([import('sonner'), ready.promise]);
  sonner[kind](message);
}

/**
 * Shows a short notice from anywhere: `toast.error(t('...'))`. The toast library is downloaded with
 * the first toast, not with the page.
 */
export const toast = {
  success: (message: string) => void show('success', message),
  error: (message: string) => void show('error', message),
  info: (message: string) => void show('info', message),
};

/** Where toasts appear, once per page at the root. */
export function Toaster(): ReactNode {
  const isWanted = useToasterStore((state) => state.isWanted);
  return (
    <MountWhenWanted isWanted={isWanted}>
      <ToasterView onMount={ready.resolve} />
    </MountWhenWanted>
  );
}
