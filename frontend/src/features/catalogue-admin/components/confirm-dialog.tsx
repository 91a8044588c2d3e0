import { IconButton } from '@chakra-ui/react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { LuTrash2 } from 'react-icons/lu';
import { ConfirmDialog as SharedConfirmDialog } from '@/components/ui/confirm-dialog';

/** A delete confirmation of the back-office (spec §5: deletions need confirmation), in its own words. */
export function ConfirmDialog(
  props: Omit<ComponentProps<typeof SharedConfirmDialog>, 'title' | 'cancelLabel' | 'confirmLabel'>,
) {
  const { t } = useTranslation('catalogue-admin');
  return (
    <SharedConfirmDialog
      {...props}
      title={t('confirm.title')}
      cancelLabel={t('confirm.cancel')}
      confirmLabel={t('confirm.delete')}
    />
  );
}

/** The delete icon of a table row (opens the confirmation). */
export function DeleteIconButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('catalogue-admin');
  return (
    <IconButton
      size="sm"
      variant="ghost"
      colorPalette="red"
      aria-label={t('common.delete')}
      title={t('common.delete')}
      onClick={onClick}
    >
      <LuTrash2 />
    </IconButton>
  );
}
