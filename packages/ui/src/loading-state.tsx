import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from './cn.ts';

type LoadingStateProps = {
  /** Skeletons shaped like the content on its way; they hold its space. */
  children: ReactNode;
  className?: string;
};

/** A busy region: screen readers hear "Loading…" once, sighted visitors see the skeletons. */
export function LoadingState({ children, className }: LoadingStateProps): ReactNode {
  const { t } = useTranslation('ui');
  return (
    <div aria-busy="true" className={cn('flex flex-col gap-4', className)}>
      <span role="status" className="sr-only">
        {t('state.loading')}
      </span>
      {children}
    </div>
  );
}
