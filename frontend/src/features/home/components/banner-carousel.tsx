import { Box, Flex, Heading, IconButton, Image, HStack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bannerQueries } from '@/api/catalogue';
import { ErrorMessage } from '@/components/ui/error-message';
import { carouselSlideProps, useAutoplayCarousel } from '@/hooks/use-autoplay-carousel';
import { isRtl, pickLanguage } from '@shop/contracts/core';
import { orderedBanners } from '../banners';

/** Home hero: the banners in their order, one per slide, advancing every 5 s. */
export function BannerCarousel() {
  const { i18n } = useTranslation('home');
  const query = useQuery(bannerQueries.list());
  const banners = useMemo(() => orderedBanners(query.data), [query.data]);
  const dir = isRtl(pickLanguage(i18n.resolvedLanguage)) ? 'rtl' : 'ltr';

  if (query.isPending)
    return <Box aspectRatio={{ base: 16 / 9, md: 3 }} bg="brand.subtle" borderRadius="2xl" />;
  if (query.isError) return <ErrorMessage error={query.error} onRetry={() => void query.refetch()} />;
  if (banners.length === 0) return null;
  return <Slides key={`${dir}-${banners.length}`} banners={banners} dir={dir} />;
}

function Slides({ banners, dir }: { banners: ReturnType<typeof orderedBanners>; dir: 'ltr' | 'rtl' }) {
  const { t } = useTranslation('home');
  const [emblaRef, emblaApi] = useAutoplayCarousel(
    { loop: banners.length > 1, direction: dir, duration: 25 },
    banners.length,
    5000,
  );
  const [selected, setSelected] = useState(0);
  const onSelect = useCallback(() => setSelected(emblaApi?.selectedScrollSnap() ?? 0), [emblaApi]);
  useEffect(() => {
    if (!emblaApi) return;
    emblaApi.on('select', onSelect);
    return () => void emblaApi.off('select', onSelect);
  }, [emblaApi, onSelect]);

  return (
    <Box as="section" aria-roledescription="carousel" aria-label={t('banners_label')} position="relative">
      <Box ref={emblaRef} overflow="hidden" borderRadius="2xl" dir={dir}>
        <Flex>
          {banners.map((banner, i) => (
            <Box key={banner._id} {...carouselSlideProps(i, banners.length)} position="relative">
              <Image
                src={banner.img}
                alt={banner.name}
                w="full"
                aspectRatio={{ base: 16 / 9, md: 3 }}
                objectFit="cover"
                bg="brand.subtle"
              />
              <Box
                position="absolute"
                insetInline="0"
                bottom="0"
                p={{ base: '4', md: '8' }}
                bgGradient="to-t"
                gradientFrom="blackAlpha.700"
                gradientTo="transparent"
              >
                <Heading
                  as="h2"
                  color="white"
                  size={{ base: 'lg', md: '3xl' }}
                  textShadow="0 1px 4px rgba(0,0,0,.5)"
                >
                  {banner.name}
                </Heading>
              </Box>
            </Box>
          ))}
        </Flex>
      </Box>
      {banners.length > 1 && (
        <HStack justify="center" gap="0.5" mt="2">
          {banners.map((banner, i) => (
            // A 24 px target (WCAG 2.5.8) around the 10 px dot that is drawn.
            <IconButton
              key={banner._id}
              size="2xs"
              minW="6"
              h="6"
              borderRadius="full"
              variant="ghost"
              aria-label={t('go_to_banner', { index: i + 1, name: banner.name })}
              aria-current={i === selected ? 'true' : undefined}
              onClick={() => emblaApi?.scrollTo(i)}
            >
              <Box boxSize="2.5" borderRadius="full" bg={i === selected ? 'brand.solid' : 'gray.500'} />
            </IconButton>
          ))}
        </HStack>
      )}
    </Box>
  );
}
