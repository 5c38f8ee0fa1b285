import { Link } from '@tanstack/react-router';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** What the entry does: a page of the site, an outside address, or an action. */
type RailTarget =
  | { kind: 'route'; to: '/register' | '/index'; onClick?: () => void }
  | { kind: 'href'; href: string; isWebPage: boolean }
  | { kind: 'action'; onClick: () => void };

type ContactRailItemProps = {
  icon: LucideIcon;
  label: string;
  /** A second line in the flyout, such as the phone number. */
  detail?: string | null;
  qrCodeUrl?: string | null;
  target: RailTarget;
};

const itemClass =
  'grid size-12 place-items-center text-ink-muted transition-colors hover:bg-surface-2 hover:text-accent-text';

function RailControl({
  target,
  label,
  children,
}: {
  target: RailTarget;
  label: string;
  children: ReactNode;
}) {
  if (target.kind === 'route') {
    return (
      <Link to={target.to} onClick={target.onClick} aria-label={label} className={itemClass}>
        {children}
      </Link>
    );
  }
  if (target.kind === 'href') {
    const newTab = target.isWebPage ? { target: '_blank', rel: 'noopener noreferrer' } : {};
    return (
      <a href={target.href} aria-label={label} className={itemClass} {...newTab}>
        {children}
      </a>
    );
  }
  return (
    <button type="button" onClick={target.onClick} aria-label={label} className={itemClass}>
      {children}
    </button>
  );
}

/** One square of the contact rail, with its name (and QR code, if any) flying out towards the page. */
export function ContactRailItem({
  icon: Icon,
  label,
  detail,
  qrCodeUrl,
  target,
}: ContactRailItemProps): ReactNode {
  return (
    <li className="group relative">
      <RailControl target={target} label={label}>
        <Icon aria-hidden="true" className="size-5" />
      </RailControl>
      <div
        aria-hidden="true"
        className="pointer-events-none absolute end-full top-1/2 me-2 flex -translate-y-1/2 flex-col items-center gap-2 rounded-xl border border-line bg-surface-1 px-3 py-2 text-sm font-semibold whitespace-nowrap opacity-0 shadow-card transition-opacity group-focus-within:opacity-100 group-hover:opacity-100 motion-reduce:transition-none"
      >
        <span>{label}</span>
        {detail && (
          <span dir="ltr" className="text-xs font-medium text-ink-muted tabular-nums">
            {detail}
          </span>
        )}
        {qrCodeUrl && (
          <img src={qrCodeUrl} alt="" width={112} height={112} className="size-28 rounded-lg bg-white p-1" />
        )}
      </div>
    </li>
  );
}
