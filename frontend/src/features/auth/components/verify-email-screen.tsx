import { Alert, Box, Button, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LuCircleCheck } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { SectionSpinner } from '@/components/ui/spinner-overlay';
import { errorText } from '@/lib/errors';
import { sessionStore, usePendingConfirmation } from '@/stores/session';
import { authApi } from '../api/auth';
import { AuthCard } from './auth-card';
import { ResendVerification } from './resend-verification';

/** /authentication/verifyEmail/:token — the link of the verification e-mail. */
export function VerifyEmailScreen({ token }: { token: string }) {
  const { t, i18n } = useTranslation('auth');
  const pending = usePendingConfirmation();
  // A query (not an effect) so that the one POST is shared by StrictMode's double render and never repeated.
  const verification = useQuery({
    queryKey: ['auth', 'verify', token],
    queryFn: async () => {
      await authApi.verify(token);
      sessionStore.getState().setPendingConfirmation(null);
      return true;
    },
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });

  if (verification.isPending) return <SectionSpinner />;
  if (verification.isError)
    return (
      <AuthCard title={t('verify.failed_title')}>
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{errorText(verification.error, i18n.resolvedLanguage)}</Alert.Title>
        </Alert.Root>
        <Text color="fg.muted">{t('verify.ask_new')}</Text>
        <ResendVerification email={pending} />
      </AuthCard>
    );
  return (
    <AuthCard title={t('verify.title')}>
      <Box color="green.600" fontSize="5xl" alignSelf="center">
        <LuCircleCheck aria-hidden />
      </Box>
      <Text>{t('verify.text')}</Text>
      <Button asChild colorPalette="brand" size="lg">
        <RouterLink to="/authentication/login">{t('verify.login')}</RouterLink>
      </Button>
    </AuthCard>
  );
}
