import { Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuUtensils } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { useDocumentTitle } from '@/components/ui/use-document-title';
import { BannerCarousel, CategoryGrid } from '@/features/home';

export function HomeRoute() {
  const { t } = useTranslation('home');
  useDocumentTitle(undefined);
  return (
    <Container maxW="7xl" px={{ base: '3', md: '6' }} py={{ base: '4', md: '8' }}>
      <Stack gap={{ base: '8', md: '12' }}>
        <BannerCarousel />
        <Stack
          direction={{ base: 'column', md: 'row' }}
          align={{ base: 'start', md: 'center' }}
          justify="space-between"
          gap="4"
          bg="brand.subtle"
          borderRadius="2xl"
          p={{ base: '5', md: '8' }}
        >
          <Box>
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="brand.fg">
              {t('hero_title')}
            </Heading>
            <Text mt="2" color="fg.muted" maxW="xl">
              {t('hero_text')}
            </Text>
          </Box>
          <Button asChild colorPalette="brand" size="lg">
            <RouterLink to="/menu">
              <LuUtensils aria-hidden /> {t('cta_menu')}
            </RouterLink>
          </Button>
        </Stack>
        <CategoryGrid />
      </Stack>
    </Container>
  );
}
