/** Rows of the phone menu: full width, and tall enough for a thumb. */
export const drawerItemClass =
  'flex min-h-12 w-full items-center gap-3 rounded-xl px-3 text-start text-base font-semibold text-ink transition-colors hover:bg-surface-2';
