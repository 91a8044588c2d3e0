import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';

type CarouselOptions = Parameters<typeof useEmblaCarousel>[0];

/**
 * An embla carousel that advances every `delayMs` while it has more than one slide: a swipe does not stop it, the
 * mouse over it pauses it.
 */
export function useAutoplayCarousel(options: CarouselOptions, slides: number, delayMs: number) {
  return useEmblaCarousel(
    options,
    slides > 1 ? [Autoplay({ delay: delayMs, stopOnInteraction: false, stopOnMouseEnter: true })] : [],
  );
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
