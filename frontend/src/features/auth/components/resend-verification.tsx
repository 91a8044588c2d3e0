import { Button, Stack } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '@/lib/i18n-keys';
import { ErrorMessage } from '@/components/ui/error-message';
import { TextField } from '@/components/ui/form-field';
import { toaster } from '@/components/ui/toaster';
import { authApi } from '../api/auth';
import { emailField } from '../schemas';

/** 'Send the link again': a button when the address is known, else an e-mail field and the button. */
export function ResendVerification({ email: knownEmail }: { email?: string | null }) {
  const { t } = useTranslation('auth');
  const messageText = useMessageText('auth');
  const [email, setEmail] = useState(knownEmail ?? '');
  const [invalid, setInvalid] = useState<string>();
  const mutation = useMutation({
    mutationFn: (address: string) => authApi.resendVerification(address),
    onSuccess: () => toaster.create({ type: 'success', title: t('resend.sent') }),
  });
  const send = () => {
    const parsed = emailField.safeParse(email);
    if (!parsed.success) {
      setInvalid(messageText(parsed.error.issues[0]?.message) ?? t('errors.email'));
      return;
    }
    setInvalid(undefined);
    mutation.mutate(parsed.data);
  };
  return (
    <Stack gap="3">
      {!knownEmail && (
        <TextField
          label={t('fields.email')}
          type="email"
          dir="ltr"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={invalid}
        />
      )}
      {mutation.isError && <ErrorMessage error={mutation.error} />}
      <Button variant="outline" colorPalette="brand" onClick={send} loading={mutation.isPending}>
        {t('resend.button')}
      </Button>
    </Stack>
  );
}
