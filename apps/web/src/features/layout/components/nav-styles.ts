/**
 * One look for every nav bar entry, so home, the categories and promotions line up. Categories carry
 * no icon here: the row must fit 1280 px in long languages (Vietnamese); the phone menu shows them.
 */
export const navItemClass =
  'flex min-h-11 shrink-0 items-center gap-2 rounded-xl px-2.5 text-sm font-semibold whitespace-nowrap text-ink-muted transition-colors hover:bg-surface-2 hover:text-ink';

export const navActiveClass = 'bg-surface-2 text-ink shadow-[inset_0_-2px_0_var(--accent)]';
