import { Box, Flex, Text } from '@chakra-ui/react';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LuTicket } from 'react-icons/lu';
import { promoQueries } from '@/api/catalogue';
import { carouselSlideProps, useAutoplayCarousel } from '@/hooks/use-autoplay-carousel';
import { isRtl, pickLanguage } from '@shop/contracts/core';
import {
  activePromos,
  PROMO_AUTOPLAY_DELAY_MS,
  promoCarouselOptions,
  promoLabel,
} from './promo-carousel-options';

/** The rotating active promo codes, each checked with /api/promos/vrf (hidden when none passes). */
export function PromoStrip({ listed }: { listed: ReturnType<typeof activePromos> }) {
  const { t, i18n } = useTranslation('layout');
  // A code stays shown until its check says the server no longer takes it (no flicker while checks load).
  const shown = useQueries({
    queries: listed.map((p) => promoQueries.verify(p.promo_code)),
    combine: (checks) => checks.map((check) => check.data !== false),
  });
  const promos = listed.filter((_, i) => shown[i]);
  const dir = isRtl(pickLanguage(i18n.resolvedLanguage)) ? 'rtl' : 'ltr';
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
  const [emblaRef] = useAutoplayCarousel(
    promoCarouselOptions(promos.length, dir),
    promos.length,
    PROMO_AUTOPLAY_DELAY_MS,
  );
  return (
    <Box
      as="section"
      aria-roledescription="carousel"
      aria-label={label}
      bg="brand.solid"
      color="brand.contrast"
      fontSize="sm"
    >
      <Box ref={emblaRef} overflow="hidden" dir={dir}>
        <Flex>
          {promos.map((promo, i) => (
            <Flex
              key={promo.promo_code}
              {...carouselSlideProps(i, promos.length)}
              align="center"
              justify="center"
              gap="2"
              py="1.5"
              px="4"
            >
              <LuTicket aria-hidden />
              <Text>
                {t('promos.text', { percentage: promo.pourcentage })}{' '}
                <Text as="bdi" dir="ltr" fontWeight="bold" letterSpacing="wide">
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
