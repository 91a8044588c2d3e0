import { Box, Container, Flex, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LuMail, LuMapPin } from 'react-icons/lu';
import { Link as RouterLink, useLocation } from 'react-router';
import { settingsQueries } from '@/api/catalogue';
import { PhoneLinks } from './phone-links';

/** Footer: 2024 copyright and privacy link; on /contact also phones, e-mail and the Oran sales point. */
export function Footer() {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  const onContact = pathname === '/contact';
  const { data: settings } = useQuery({ ...settingsQueries.get(), enabled: onContact });
  const shop = settings?.shop ?? undefined;

  return (
    <Box as="footer" bg="brand.950" color="whiteAlpha.900" mt="auto" fontSize="sm">
      <Container maxW="7xl" px={{ base: '4', md: '6' }} py="6">
        {onContact && shop && (
          <SimpleGrid
            columns={{ base: 1, md: 3 }}
            gap="5"
            pb="6"
            mb="6"
            borderBottomWidth="1px"
            borderColor="whiteAlpha.300"
          >
            <Stack gap="2">
              <Text fontWeight="bold" color="white">
                {t('footer.phones')}
              </Text>
              <PhoneLinks phones={shop.phones} max={4} />
            </Stack>
            <Stack gap="2">
              <Text fontWeight="bold" color="white">
                {t('footer.email')}
              </Text>
              <Link
                href={`mailto:${shop.email}`}
                color="inherit"
                display="inline-flex"
                gap="1"
                alignItems="center"
              >
                <LuMail aria-hidden />
                <bdi dir="ltr">{shop.email}</bdi>
              </Link>
            </Stack>
            <Stack gap="2">
              <Text fontWeight="bold" color="white">
                {t('footer.sales_point')}
              </Text>
              <Flex gap="1" align="start">
                <Box mt="1" flexShrink={0}>
                  <LuMapPin aria-hidden />
                </Box>
                <Text as="address" fontStyle="normal">
                  <bdi>{shop.salesPoint.name}</bdi>
                  <br />
                  <bdi>
                    {shop.salesPoint.address}, {shop.salesPoint.city}
                  </bdi>
                </Text>
              </Flex>
            </Stack>
          </SimpleGrid>
        )}
        <Flex direction={{ base: 'column', sm: 'row' }} justify="space-between" align="center" gap="2">
          <Text>{t('footer.copyright', { year: 2024 })}</Text>
          <Link asChild color="inherit" textDecoration="underline">
            <RouterLink to="/droits">{t('footer.privacy')}</RouterLink>
          </Link>
        </Flex>
      </Container>
    </Box>
  );
}
