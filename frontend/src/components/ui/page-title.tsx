import { Box, Container, Heading, HStack, Link, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuArrowLeft } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { useDocumentTitle } from './use-document-title';

/** Page-title wrapper with an optional back link (spec §2 generic pieces). */
export function PageTitle({
  title,
  subtitle,
  backTo,
  backLabel,
  children,
}: {
  title: string;
  subtitle?: string;
  backTo?: string;
  backLabel?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('common');
  useDocumentTitle(title);
  return (
    <Container maxW="5xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      {backTo && (
        <Link asChild color="brand.fg" fontWeight="medium" mb="3" display="inline-flex" gap="1">
          <RouterLink to={backTo}>
            <Box as="span" display="inline-flex" _rtl={{ transform: 'scaleX(-1)' }}>
              <LuArrowLeft aria-hidden />
            </Box>
            {backLabel ?? t('back')}
          </RouterLink>
        </Link>
      )}
      <HStack justify="space-between" align="end" mb="6" wrap="wrap" gap="3">
        <Box>
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {title}
          </Heading>
          {subtitle && (
            <Text color="fg.muted" mt="1">
              {subtitle}
            </Text>
          )}
        </Box>
      </HStack>
      {children}
    </Container>
  );
}
