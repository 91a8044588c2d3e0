import { Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuTrash2 } from 'react-icons/lu';
import { useNavigate } from 'react-router';
import { PasswordField } from '@/components/ui/credential-fields';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/errors';
import { useDeleteAccount } from '../api/profile';

/**
 * Account deletion after a confirmation that asks for the password (spec §2/§5: erasure cannot be undone, so the
 * owner signs in again to confirm it); once deleted, the logout route ends the session.
 */
export function DeleteAccount({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation('profile');
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const mutation = useDeleteAccount();
  const wrongPassword = mutation.error instanceof ApiError && mutation.error.code === 'password.wrong';
  const close = () => {
    setOpen(false);
    setPassword('');
    setMissing(false);
    mutation.reset();
  };
  const confirm = () => {
    if (!password) {
      setMissing(true);
      return;
    }
    mutation.mutate(
      { userId, password },
      {
        onSuccess: () => {
          setOpen(false);
          navigate('/authentication/logout', { replace: true });
        },
      },
    );
  };
  const passwordError = missing
    ? t('errors.required')
    : wrongPassword
      ? errorText(mutation.error, i18n.resolvedLanguage)
      : undefined;
  return (
    <Card.Root borderColor="red.muted">
      <Card.Body>
        <Stack gap="3">
          <Heading as="h2" size="lg">
            {t('delete.title')}
          </Heading>
          <Text color="fg.muted">{t('delete.text')}</Text>
          <Button colorPalette="red" variant="outline" alignSelf="start" onClick={() => setOpen(true)}>
            <LuTrash2 aria-hidden /> {t('delete.button')}
          </Button>
          <ConfirmDialog
            open={open}
            title={t('delete.confirm_title')}
            text={t('delete.confirm_text')}
            cancelLabel={t('delete.cancel')}
            confirmLabel={t('delete.confirm')}
            onCancel={close}
            onConfirm={confirm}
            loading={mutation.isPending}
            error={mutation.isError && !wrongPassword ? mutation.error : undefined}
          >
            <form
              onSubmit={(e) => {
                e.preventDefault();
                confirm();
              }}
              noValidate
            >
              <PasswordField
                label={t('delete.password')}
                helper={t('delete.password_hint')}
                value={password}
                onChange={(e) => {
                  setPassword(e.target.value);
                  setMissing(false);
                }}
                error={passwordError}
              />
            </form>
          </ConfirmDialog>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
