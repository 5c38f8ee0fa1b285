import { buttonVariants } from '@platform/ui/button.tsx';
import { cn } from '@platform/ui/cn.ts';
import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Opens the agent team's contact page in a new tab, without handing it this page. */
export function ContactButton({ href, className }: { href: string; className?: string }): ReactNode {
  const { t } = useTranslation('content');
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(buttonVariants({ size: 'lg', className: 'w-full sm:w-auto' }), className)}
    >
      {t('join.contact')}
      <ExternalLink aria-hidden="true" className="size-4" />
      <span className="sr-only">{t('join.newTab')}</span>
    </a>
  );
}
