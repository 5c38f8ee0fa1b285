import { Button } from '@platform/ui/button.tsx';
import { cn } from '@platform/ui/cn.ts';
import { Crown, Headset } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ServiceAction } from '../model/site-chrome.ts';

/** The header's customer service: the VIP service for brands that run one, else the lottery service. */
export function ServiceButton({
  service,
  className,
}: {
  service: ServiceAction;
  className?: string;
}): ReactNode {
  const { t } = useTranslation('layout');
  const isVip = service.kind === 'vip';
  const Icon = isVip ? Crown : Headset;
  const label = t(isVip ? 'service.vip' : 'service.lottery');

  return (
    <Button
      variant="ghost"
      // The label only where the header has room beside a member's bar (balance, name, security).
      className={cn('size-11 px-0 2xl:w-auto 2xl:px-3', className)}
      aria-label={label}
      title={label}
      aria-busy={service.isOpening}
      onClick={service.open}
    >
      <Icon aria-hidden="true" className={cn('size-5', isVip ? 'text-warm-text' : 'text-accent-text')} />
      <span className="hidden 2xl:inline">{label}</span>
    </Button>
  );
}
