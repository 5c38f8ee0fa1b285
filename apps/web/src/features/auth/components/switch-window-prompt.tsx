import type { ReactNode } from 'react';
import { type ModalName, useModalStore } from '../../../shared/hooks/use-modal-store.ts';

type SwitchWindowPromptProps = { prompt: string; action: string; to: ModalName };

/** "No account yet? Register" under a window: opens the other window in its place. */
export function SwitchWindowPrompt({ prompt, action, to }: SwitchWindowPromptProps): ReactNode {
  const open = useModalStore((state) => state.open);
  return (
    <p className="text-center text-sm text-ink-muted">
      {prompt}{' '}
      <button
        type="button"
        onClick={() => open(to)}
        className="font-semibold text-accent-text hover:underline"
      >
        {action}
      </button>
    </p>
  );
}
