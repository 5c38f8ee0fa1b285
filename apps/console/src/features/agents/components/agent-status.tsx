import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const TONE: Record<string, string> = {
  ACTIVE: 'border-success/40 text-success-text',
  SUSPENDED: 'border-warm/50 text-warm-text',
  LOCKED: 'border-danger/50 text-danger-text',
  CLOSED: 'border-line text-ink-muted line-through',
};

/** An account's standing in the tree and on the agent page. */
export function AgentStatus({ status }: { status: string }): ReactNode {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex rounded-full border px-2 py-0.5 text-xs font-semibold ${TONE[status] ?? ''}`}
    >
      {t(`agents.status.${status}`)}
    </span>
  );
}
