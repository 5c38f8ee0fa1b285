import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { useEffect, useRef, useState } from 'react';

type EmblaAction = (embla: EmblaCarouselType) => void;

type DeferredEmbla = {
  /** The viewport element Embla drives. */
  viewportRef: (node: HTMLDivElement | null) => void;
  /** The slide Embla has on show; the first one until Embla is in. */
  selected: number;
  /** Something is about to move the slides (a hover, a touch, focus): fetch Embla now. */
  prepare: () => void;
  /** Moves the slides now, or as soon as Embla is in. */
  run: (action: EmblaAction) => void;
};

/**
 * The flex row already shows the first slide where Embla keeps it; Embla is only needed to move the
 * slides. Its code downloads when the visitor reaches for the carousel (a hover, touch or focus) or
 * autoplay is due, so it stays out of the page's first download. A carousel that cannot move
 * (`active: false`) never fetches it. A swipe that ends before the code arrives does not move the
 * slides; the next one does.
 */
export function useDeferredEmbla({ loop, active, direction }: EmblaOptionsType): DeferredEmbla {
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [isWanted, setIsWanted] = useState(false);
  const [embla, setEmbla] = useState<EmblaCarouselType>();
  const [selected, setSelected] = useState(0);
  const pending = useRef<EmblaAction>(undefined);
  // A new set of options starts Embla again on the slide that was on show, as its own reInit does.
  const startIndex = useRef(0);

  useEffect(() => {
    if (!viewport || !isWanted || !active) return;
    let instance: EmblaCarouselType | undefined;
    let isCancelled = false;
    import('embla-carousel').then(
      ({ default: createEmbla }) => {
        if (isCancelled) return;
        instance = createEmbla(viewport, { loop, active, direction, startIndex: startIndex.current });
        setEmbla(instance);
        pending.current?.(instance);
        pending.current = undefined;
      },
      () => {
        // The first slide stays on show; the next hover or touch tries again.
        pending.current = undefined;
        setIsWanted(false);
      },
    );
    return () => {
      isCancelled = true;
      if (!instance) return;
      startIndex.current = instance.selectedScrollSnap();
      instance.destroy();
      setEmbla(undefined);
    };
  }, [viewport, isWanted, loop, active, direction]);

  useEffect(() => {
    if (!embla) return;
    const handleSelect = () => setSelected(embla.selectedScrollSnap());
    handleSelect();
    embla.on('select', handleSelect).on('reInit', handleSelect);
    return () => {
      embla.off('select', handleSelect).off('reInit', handleSelect);
    };
  }, [embla]);

  return {
    viewportRef: setViewport,
    selected,
    prepare: () => setIsWanted(true),
    run: (action) => {
      if (embla) {
        action(embla);
      } else {
        pending.current = action;
        setIsWanted(true);
      }
    },
  };
}
