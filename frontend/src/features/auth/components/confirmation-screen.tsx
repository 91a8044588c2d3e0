import { Box, Button, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuMailCheck } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { usePendingConfirmation } from '@/stores/session';
import { AuthCard } from './auth-card';
import { ResendVerification } from './resend-verification';

/** /authentication/confirmation (guarded by the pending marker): check your mailbox, link valid 24 hours. */
export function ConfirmationScreen() {
  const { t } = useTranslation('auth');
  const email = usePendingConfirmation();
  return (
    <AuthCard title={t('confirmation.title')}>
      <Box color="brand.solid" fontSize="5xl" alignSelf="center">
        <LuMailCheck aria-hidden />
      </Box>
      <Text>
        {t('confirmation.sent_to')}{' '}
        <Text as="bdi" dir="ltr" fontWeight="semibold">
          {email}
        </Text>
      </Text>
      <Text>{t('confirmation.follow')}</Text>
      <Text color="fg.muted" fontSize="sm">
        {t('confirmation.validity')}
      </Text>
      <Text color="fg.muted" fontSize="sm">
        {t('confirmation.not_received')}
      </Text>
      <ResendVerification email={email} />
      <Button asChild variant="ghost" colorPalette="brand">
        <RouterLink to="/authentication/login">{t('confirmation.to_login')}</RouterLink>
      </Button>
    </AuthCard>
  );
}
