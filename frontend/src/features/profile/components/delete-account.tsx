import { Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuTrash2 } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDeleteAccount } from '../api/profile';

/** Account deletion after a confirmation (spec §2/§5); once deleted, the logout route ends the session. */
export function DeleteAccount({ userId }: { userId: string }) {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const mutation = useDeleteAccount();
  const confirm = () =>
    mutation.mutate(userId, {
      onSuccess: () => {
        setOpen(false);
        navigate('/authentication/logout', { replace: true });
      },
    });
  return (
    <Card.Root borderColor="red.muted">
      <Card.Body>
        <Stack gap="3">
          <Heading as="h2" size="lg">
            {t('delete.title')}
          </Heading>
          <Text color="fg.muted">{t('delete.text')}</Text>
          <Button
            colorPalette="red"
            variant="outline"
            alignSelf="start"
            onClick={() => setOpen(true)}
            data-testid="profile-delete"
          >
            <LuTrash2 aria-hidden /> {t('delete.button')}
          </Button>
          <ConfirmDialog
            open={open}
            title={t('delete.confirm_title')}
            text={t('delete.confirm_text')}
            cancelLabel={t('delete.cancel')}
            confirmLabel={t('delete.confirm')}
            onCancel={() => setOpen(false)}
            onConfirm={confirm}
            loading={mutation.isPending}
            error={mutation.isError ? mutation.error : undefined}
            testId="profile-delete-dialog"
            confirmTestId="profile-delete-confirm"
          />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
