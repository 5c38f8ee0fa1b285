import type { Resource } from '@platform/contracts/system/status';

type ResourceType = Resource['resourceType'];

/** Schemes a brand's contact resource may use; anything else (javascript:, data:) is never linked. */
const SAFE_SCHEMES = new Set(['https:', 'http:', 'tel:', 'skype:', 'mailto:']);

/** The contact rail's order: talk first (phone, Skype, Facebook, LINE), then the tools. */
const RAIL_ORDER: readonly ResourceType[] = [
  'MOBILENUMBER',
  'SKYPE',
  'FACEBOOK',
  'LINE',
  'SpeedTest',
  'USDJUMP',
];

export type ContactLink = {
  type: ResourceType;
  href: string;
  /** What the entry shows beside its name: the phone number, say. */
  detail: string | null;
  qrCodeUrl: string | null;
  /** Web pages open in a new tab; phone and chat apps open in place. */
  isWebPage: boolean;
};

export function safeHref(url: string): URL | null {
  try {
    const parsed = new URL(url.trim(), window.location.origin);
    return SAFE_SCHEMES.has(parsed.protocol) ? parsed : null;
  } catch {
    return null;
  }
}

function toLink(resource: Resource): ContactLink | null {
  const url = safeHref(resource.url);
  if (!url) return null;
  const isWebPage = url.protocol === 'https:' || url.protocol === 'http:';
  return {
    type: resource.resourceType,
    href: url.href,
    detail: url.protocol === 'tel:' ? decodeURIComponent(url.pathname) : null,
    qrCodeUrl: resource.qrCodeUrl,
    isWebPage,
  };
}

/** The brand's resources worth a rail entry, in rail order; entries without a usable address are left out. */
export function contactLinks(resources: readonly Resource[]): ContactLink[] {
  return RAIL_ORDER.flatMap((type) => {
    const resource = resources.find((candidate) => candidate.resourceType === type);
    const link = resource ? toLink(resource) : null;
    return link ? [link] : [];
  });
}

/** The brand's LINE account, which the floating chat shortcut opens; undefined when it has none. */
export const lineLink = (resources: readonly Resource[]): ContactLink | undefined =>
  contactLinks(resources).find((link) => link.type === 'LINE');
