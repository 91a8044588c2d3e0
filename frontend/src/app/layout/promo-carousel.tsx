import { Box, Flex, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LuTicket } from 'react-icons/lu';
import { promoQueries } from '@/api/catalogue';
import { isRtl } from '@/lib/i18n';
import {
  activePromos,
  PROMO_AUTOPLAY_DELAY_MS,
  promoCarouselOptions,
  promoLabel,
} from './promo-carousel-options';

/** Header strip: rotating active promo codes (hidden when none is active). */
export function PromoCarousel() {
  const { t, i18n } = useTranslation('layout');
  const { data } = useQuery(promoQueries.list());
  const promos = useMemo(() => activePromos(data), [data]);
  const dir = isRtl(i18n.resolvedLanguage ?? 'fr') ? 'rtl' : 'ltr';
  if (promos.length === 0) return null;
  // Re-create embla when the slide count or direction changes (loop and direction are init options).
  return <PromoSlides key={`${dir}-${promos.length}`} promos={promos} dir={dir} label={t('promos.label')} />;
}

function PromoSlides({
  promos,
  dir,
  label,
}: {
  promos: ReturnType<typeof activePromos>;
  dir: 'ltr' | 'rtl';
  label: string;
}) {
  const { t } = useTranslation('layout');
  const [emblaRef] = useEmblaCarousel(
    promoCarouselOptions(promos.length, dir),
    promos.length > 1
      ? [Autoplay({ delay: PROMO_AUTOPLAY_DELAY_MS, stopOnInteraction: false, stopOnMouseEnter: true })]
      : [],
  );
  return (
    <Box
      as="section"
      aria-roledescription="carousel"
      aria-label={label}
      bg="brand.solid"
      color="brand.contrast"
      fontSize="sm"
      data-testid="promo-carousel"
    >
      <Box ref={emblaRef} overflow="hidden" dir={dir}>
        <Flex>
          {promos.map((promo, i) => (
            <Flex
              key={promo.promo_code}
              flex="0 0 100%"
              minW="0"
              align="center"
              justify="center"
              gap="2"
              py="1.5"
              px="4"
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} / ${promos.length}`}
            >
              <LuTicket aria-hidden />
              <Text>
                {t('promos.text', { percentage: promo.pourcentage })}{' '}
                <Text as="bdi" dir="ltr" fontWeight="bold" letterSpacing="wide" data-testid="promo-label">
                  {promoLabel(promo)}
                </Text>
              </Text>
            </Flex>
          ))}
        </Flex>
      </Box>
    </Box>
  );
}
