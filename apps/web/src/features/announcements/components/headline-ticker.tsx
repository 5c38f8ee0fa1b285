import { cn } from '@platform/ui/cn.ts';
import { useQuery } from '@tanstack/react-query';
import { Megaphone } from 'lucide-react';
import { Direction } from 'radix-ui';
import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguageStore } from '../../../shared/hooks/use-language-store.ts';
import { useModalStore } from '../../../shared/hooks/use-modal-store.ts';
import { homeShellHasHeadlines } from '../../../shared/ui/home-shell.ts';
import { announcementQueries } from '../api/announcement-queries.ts';

/** Reading speed of the ticker, in pixels per second. */
const TICKER_SPEED = 60;

/**
 * Scrolls the track towards the start of the line forever, unless the visitor asked for less motion;
 * pauses on hover and focus.
 */
function useMarquee(itemsKey: string) {
  const track = useRef<HTMLDivElement>(null);
  const animation = useRef<Animation | null>(null);
  // Right-to-left text scrolls the other way, so each headline still enters at its start.
  const sign = Direction.useDirection() === 'rtl' ? 1 : -1;

  // biome-ignore lint/correctness/useExhaustiveDependencies: new headlines change the track's width, so the lap is measured again.
  useEffect(() => {
    const element = track.current;
    if (!element || typeof element.animate !== 'function') return;
    if (matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    // The track holds the headlines twice, so half its width is one full lap.
    const lap = element.scrollWidth / 2;
    const running = element.animate(
      [{ transform: 'translateX(0)' }, { transform: `translateX(${sign * lap}px)` }],
      {
        duration: (lap / TICKER_SPEED) * 1000,
        iterations: Number.POSITIVE_INFINITY,
      },
    );
    // Cancelling on unmount rejects `finished`; nobody waits for an endless scroll to finish.
    running.finished.catch(() => {});
    animation.current = running;
    return () => running.cancel();
  }, [itemsKey, sign]);

  return {
    track,
    pause: () => animation.current?.pause(),
    resume: () => animation.current?.play(),
  };
}

function Ticker({ className, placeholder }: { className?: string; placeholder: ReactNode }): ReactNode {
  const { t } = useTranslation('content');
  const language = useLanguageStore((state) => state.language);
  const openModal = useModalStore((state) => state.open);
  const { data, isPending } = useQuery(announcementQueries.all({ type: 'H', language }));
  const headlines = data?.list ?? [];
  const { track, pause, resume } = useMarquee(headlines.map((headline) => headline.id).join());

  if (isPending) return placeholder;
  if (headlines.length === 0) return null;
  const renderRun = () =>
    headlines.map((headline) => (
      <button
        key={headline.id}
        type="button"
        onClick={() => openModal('notice')}
        className="shrink-0 rounded-md px-1 text-sm whitespace-nowrap text-ink hover:text-accent-text"
      >
        {headline.title}
        <span aria-hidden="true" className="ps-6 text-ink-subtle">
          •
        </span>
      </button>
    ));

  return (
    <section
      aria-label={t('ticker.label')}
      className={cn('flex h-10 items-center gap-3 overflow-hidden rounded-xl bg-surface-1 px-3', className)}
      onPointerEnter={pause}
      onPointerLeave={resume}
      onFocus={pause}
      onBlur={resume}
    >
      <Megaphone aria-hidden="true" className="size-4 shrink-0 text-warm-text" />
      <div className="min-w-0 flex-1 overflow-hidden motion-reduce:overflow-x-auto">
        <div ref={track} className="flex w-max">
          <div className="flex gap-6 pe-6">{renderRun()}</div>
          {/* The second lap: seen while the first scrolls away, never read or tabbed to. */}
          <div aria-hidden="true" inert className="flex gap-6 pe-6 motion-reduce:hidden">
            {renderRun()}
          </div>
        </div>
      </div>
    </section>
  );
}

/**
 * The headlines (type H) scrolling in one line; a click opens the notices. Hidden when there are none.
 * Where the server painted the home page with the ticker's place kept (it knows the brand's
 * headlines), the place stays kept until they arrive, so the hero's banner shows where the server's
 * was instead of moving down when they come.
 */
export function HeadlineTicker({ className }: { className?: string }): ReactNode {
  // Read at the first render, while the server's paint is still there to say so.
  const [isExpected] = useState(homeShellHasHeadlines);
  const placeholder = isExpected ? (
    <div aria-hidden="true" className={cn('h-10 rounded-xl bg-surface-1', className)} />
  ) : null;
  return (
    <Suspense fallback={placeholder}>
      <Ticker className={className} placeholder={placeholder} />
    </Suspense>
  );
}
