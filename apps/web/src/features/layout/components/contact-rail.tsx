import type { Resource } from '@platform/contracts/system/status';
import { useQuery } from '@tanstack/react-query';
import {
  CircleDollarSign,
  Crown,
  Gauge,
  Headset,
  type LucideIcon,
  MessageCircle,
  MessageSquareText,
  Phone,
  UserPlus,
  Users,
  Wallet,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { readSessionToken } from '../../../shared/api/session.ts';
import { systemQueries } from '../../../shared/api/system-queries.ts';
import { useModalStore } from '../../../shared/hooks/use-modal-store.ts';
import { contactLinks } from '../model/contact-links.ts';
import type { ServiceAction } from '../model/site-chrome.ts';
import { canRegisterDirectly } from '../model/visitor-switches.ts';
import { ContactRailItem } from './contact-rail-item.tsx';

const RESOURCE_ICON: Record<Resource['resourceType'], LucideIcon> = {
  MOBILENUMBER: Phone,
  SKYPE: MessageCircle,
  FACEBOOK: Users,
  LINE: MessageSquareText,
  SpeedTest: Gauge,
  USDJUMP: CircleDollarSign,
};

/**
 * The spec's right side bar: register, live chat, the brand's contacts and tools (only those it
 * has), and a quick way to withdraw, which asks a guest to log in first.
 */
export function ContactRail({ service }: { service: ServiceAction }): ReactNode {
  const { t } = useTranslation('layout');
  const { data: status } = useQuery(systemQueries.status());
  const openModal = useModalStore((state) => state.open);
  const isGuest = readSessionToken() === null;
  const links = contactLinks(status?.resources ?? []);

  return (
    <aside aria-label={t('rail.label')} className="fixed end-0 top-1/2 z-30 hidden -translate-y-1/2 xl:block">
      <ul className="flex flex-col overflow-visible rounded-s-2xl border border-e-0 border-line bg-surface-1/95 py-1 shadow-card backdrop-blur">
        {isGuest && status && canRegisterDirectly(status.whitelabel) && (
          <ContactRailItem
            icon={UserPlus}
            label={t('guest.register')}
            target={{ kind: 'route', to: '/register' }}
          />
        )}
        <ContactRailItem
          icon={service.kind === 'vip' ? Crown : Headset}
          label={t('rail.liveChat')}
          target={{ kind: 'action', onClick: service.open }}
        />
        {links.map((link) => (
          <ContactRailItem
            key={link.type}
            icon={RESOURCE_ICON[link.type]}
            label={t(`rail.resource.${link.type}`)}
            detail={link.detail}
            qrCodeUrl={link.qrCodeUrl}
            target={{ kind: 'href', href: link.href, isWebPage: link.isWebPage }}
          />
        ))}
        <ContactRailItem
          icon={Wallet}
          label={t('rail.quickWithdraw')}
          target={{ kind: 'route', to: '/index', onClick: isGuest ? () => openModal('login') : undefined }}
        />
      </ul>
    </aside>
  );
}
