import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { settingsQueries } from '@/api/catalogue';
import { PageTitle } from '@/components/ui/page-title';
import { ContactOptions } from '@/features/contact';
import { SocialLinks } from '../layout/social-links';

export function ContactRoute() {
  const { t } = useTranslation('contact');
  const { data: settings } = useQuery(settingsQueries.get());
  const social = settings?.shop?.social;
  return (
    <PageTitle title={t('title')} subtitle={t('subtitle')}>
      <Stack gap="10">
        <ContactOptions />
        {social && (
          <Box as="section" aria-labelledby="social-title">
            <Heading id="social-title" as="h2" size="lg" mb="2">
              {t('social_title')}
            </Heading>
            <HStack gap="3" wrap="wrap">
              <Text color="fg.muted">{t('social_text')}</Text>
              <Box color="brand.fg">
                <SocialLinks social={social} size="md" variant="outline" />
              </Box>
            </HStack>
          </Box>
        )}
      </Stack>
    </PageTitle>
  );
}
