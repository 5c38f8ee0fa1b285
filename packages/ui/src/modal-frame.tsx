import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type CSSProperties, type ReactNode, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from './cn.ts';

/** How the window sits on phones (under 640 px): a full-height sheet, or a sheet rising from the bottom. */
export type PhoneLayout = 'full' | 'bottom';

export type ModalFrameProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Read out after the title; leave it out when the body speaks for itself. */
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** Largest width in px from 640 px up. */
  width: number;
  phoneLayout: PhoneLayout;
  className?: string;
  /** False for a window the visitor must finish (a forced password change): no close button, Escape or outside click. */
  isDismissible?: boolean;
};

const PHONE_LAYOUT: Record<PhoneLayout, string> = {
  full: 'max-sm:inset-0 max-sm:starting:translate-y-6',
  bottom:
    'max-sm:inset-x-0 max-sm:bottom-0 max-sm:max-h-[90dvh] max-sm:rounded-t-3xl max-sm:starting:translate-y-full',
};

function FrameContent({
  title,
  description,
  children,
  footer,
  width,
  phoneLayout,
  className,
  isDismissible = true,
}: ModalFrameProps) {
  const { t } = useTranslation('ui');
  const style = { '--frame-width': `${width}px` } as CSSProperties;
  const opener = useRef<Element | null>(null);

  return (
    <>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60 backdrop-blur-sm transition-opacity duration-200 starting:opacity-0 motion-reduce:transition-none" />
      <Dialog.Content
        style={style}
        // Radix warns without a description id; an explicit undefined says "none on purpose".
        {...(description === undefined ? { 'aria-describedby': undefined } : {})}
        // Radix returns focus only to its own trigger; windows opened from a store (the header's
        // messages icon, a popup on entry) give it back to whatever had it before.
        onOpenAutoFocus={() => {
          opener.current = document.activeElement;
        }}
        {...(isDismissible
          ? {}
          : {
              onEscapeKeyDown: (event: Event) => event.preventDefault(),
              onInteractOutside: (event: Event) => event.preventDefault(),
            })}
        onCloseAutoFocus={(event) => {
          if (opener.current instanceof HTMLElement && opener.current.isConnected) {
            event.preventDefault();
            opener.current.focus();
          }
        }}
        className={cn(
          'fixed z-50 flex flex-col overflow-hidden border-line bg-surface-1 text-ink shadow-card outline-none',
          'transition-[opacity,translate,scale] duration-200 starting:opacity-0 motion-reduce:transition-none',
          'sm:top-1/2 sm:left-1/2 sm:max-h-[min(88dvh,860px)] sm:w-[calc(100vw-2rem)] sm:max-w-(--frame-width) sm:-translate-1/2 sm:rounded-3xl sm:border sm:starting:scale-95',
          PHONE_LAYOUT[phoneLayout],
          className,
        )}
      >
        <header className="flex items-start gap-3 border-b border-line px-5 py-4 sm:px-6">
          <div className="flex min-w-0 flex-1 flex-col gap-1 pt-2">
            <Dialog.Title className="text-lg font-semibold leading-snug text-balance">{title}</Dialog.Title>
            {description === undefined ? null : (
              <Dialog.Description className="text-sm text-ink-muted">{description}</Dialog.Description>
            )}
          </div>
          {isDismissible && (
            <Dialog.Close
              aria-label={t('action.close')}
              className="grid size-11 shrink-0 sm:-me-2 place-items-center rounded-xl text-ink-muted transition-colors hover:bg-surface-2 hover:text-ink"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          )}
        </header>
        <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 py-5 sm:px-6">{children}</div>
        {footer === undefined ? null : (
          <footer className="flex flex-wrap justify-end gap-3 border-t border-line px-5 py-4 max-sm:pb-[max(1rem,env(safe-area-inset-bottom))] sm:px-6">
            {footer}
          </footer>
        )}
      </Dialog.Content>
    </>
  );
}

/**
 * The window behind Modal and Dialog: Radix gives the focus trap, Escape, scroll lock and the
 * title/description labelling; this adds the site's look and the phone sheet.
 */
export function ModalFrame(props: ModalFrameProps): ReactNode {
  return (
    <Dialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <Dialog.Portal>
        {/* Texts of the window (and of its body) may still be loading: wait here, not at the page's root. */}
        <Suspense fallback={null}>
          <FrameContent {...props} />
        </Suspense>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
