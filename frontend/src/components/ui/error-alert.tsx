import { Alert, Button, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/errors';

/** An error in the current language (problems translated by code), with a Retry button when one is given. */
export function ErrorAlert({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t, i18n } = useTranslation('common');
  return (
    <Alert.Root status="error" role="alert" borderRadius="md">
      <Alert.Indicator />
      <Stack flex="1" gap="2">
        <Alert.Title>{t('error_title')}</Alert.Title>
        <Alert.Description>{errorText(error, i18n.resolvedLanguage)}</Alert.Description>
      </Stack>
      {onRetry && (
        <Button size="sm" variant="outline" colorPalette="red" onClick={onRetry} alignSelf="center">
          {t('retry')}
        </Button>
      )}
    </Alert.Root>
  );
}
