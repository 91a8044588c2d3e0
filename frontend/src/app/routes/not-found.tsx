import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuUtensils } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { useDocumentTitle } from '@/components/ui/use-document-title';

/** /notFound and every unknown path: 'Page non trouvée' (spec §2). */
export function NotFoundRoute() {
  const { t } = useTranslation('errors');
  useDocumentTitle(t('not_found.title'));
  return (
    <Stack align="center" textAlign="center" gap="4" py={{ base: '16', md: '24' }} px="4">
      <Text fontSize="7xl" fontWeight="black" color="brand.solid" lineHeight="1" dir="ltr">
        404
      </Text>
      <Heading as="h1" size="2xl">
        {t('not_found.title')}
      </Heading>
      <Text color="fg.muted" maxW="md">
        {t('not_found.text')}
      </Text>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        <Button asChild colorPalette="brand">
          <RouterLink to="/">{t('not_found.home')}</RouterLink>
        </Button>
        <Button asChild variant="outline" colorPalette="brand">
          <RouterLink to="/menu">
            <LuUtensils aria-hidden /> {t('not_found.menu')}
          </RouterLink>
        </Button>
      </Stack>
    </Stack>
  );
}
