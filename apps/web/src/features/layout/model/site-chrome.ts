import type { ReactNode } from 'react';

/** The customer-service action as the layout shows it: which service, and how to reach it. */
export type ServiceAction = {
  kind: 'vip' | 'lottery';
  open: () => void;
  isOpening: boolean;
};

/**
 * What other features put into the layout: features do not import each other, so the routes hand
 * these in (see `app/use-site-chrome.tsx`).
 */
export type SiteChrome = {
  languageControl: ReactNode;
  service: ServiceAction;
  /** The logged-in member's bar; it may suspend while its code loads. */
  memberBar: ReactNode;
};
