import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { useEffect, useState } from 'react';

/**
 * An embla carousel that advances every `delayMs` while it has more than one slide: a swipe does not stop it, the
 * mouse over it pauses it. Returns the ref of the viewport and embla's api once it runs.
 *
 * Embla is fetched after the first paint: until it runs, the viewport shows its first slide as plain markup (each
 * slide is the full width, the overflow hidden). Options and slide count are read when it starts: a caller that
 * changes them re-mounts the carousel (a `key`).
 */
export function useAutoplayCarousel(options: EmblaOptionsType, slides: number, delayMs: number) {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [api, setApi] = useState<EmblaCarouselType>();
  const [start] = useState(() => ({ options, slides, delayMs }));
  useEffect(() => {
    if (!viewport) return;
    let embla: EmblaCarouselType | undefined;
    let stopped = false;
    void Promise.all([import('embla-carousel'), import('embla-carousel-autoplay')]).then(
      ([{ default: EmblaCarousel }, { default: Autoplay }]) => {
        if (stopped) return;
        const autoplay = Autoplay({ delay: start.delayMs, stopOnInteraction: false, stopOnMouseEnter: true });
        embla = EmblaCarousel(viewport, start.options, start.slides > 1 ? [autoplay] : []);
        setApi(embla);
      },
    );
    return () => {
      stopped = true;
      embla?.destroy();
      setApi(undefined);
    };
  }, [viewport, start]);
  return [setViewport, api] as const;
}

/** What makes one slide of a carousel: the full width, and its position read out as a slide ("2 / 5"). */
export const carouselSlideProps = (index: number, count: number) =>
  ({
    flex: '0 0 100%',
    minW: '0',
    role: 'group',
    'aria-roledescription': 'slide',
    'aria-label': `${index + 1} / ${count}`,
  }) as const;
