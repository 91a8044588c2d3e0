import { Button, Dialog, Portal, chakra } from '@chakra-ui/react';
import type { ViewTranslations } from '@shop/contracts/core';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '@/components/ui/error-message';
import { SubmitButton } from '@/components/ui/submit-button';
import type { NamesBody } from '../api/catalogue-admin';
import { namesFormSchema, namesToForm, toNamesBody, type NamesFormValues } from '../forms';
import { useAdminForm } from '../hooks/use-admin-form';
import { TranslatedTexts } from './translated-texts';

type Named = { _id: string; name: string; translations?: ViewTranslations };

/**
 * The names of an existing district or banner in French, English and Arabic, edited in a dialog over its list
 * (`item` read in French, `lang=fr`; open while it is set). Saving replaces them all: a translation emptied is taken
 * away, and visitors see the French name instead.
 */
export function NamesDialog({
  item,
  title,
  nameLabel,
  nameMax,
  save,
  onClose,
  onSaved,
}: {
  item: Named | undefined;
  title: string;
  nameLabel: string;
  nameMax: number;
  save: {
    mutate: (v: { id: string; body: NamesBody }, o: { onSuccess: () => void }) => void;
    isPending: boolean;
    error: unknown;
    reset: () => void;
  };
  onClose: () => void;
  onSaved: () => void;
}) {
  const close = () => {
    save.reset();
    onClose();
  };
  return (
    <Dialog.Root open={!!item} onOpenChange={(e) => !e.open && close()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {item && (
              // Keyed by the item: the form starts from its names each time it opens.
              <NamesForm
                key={item._id}
                item={item}
                title={title}
                nameLabel={nameLabel}
                nameMax={nameMax}
                save={save}
                onCancel={close}
                onSaved={onSaved}
              />
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function NamesForm({
  item,
  title,
  nameLabel,
  nameMax,
  save,
  onCancel,
  onSaved,
}: {
  item: Named;
  title: string;
  nameLabel: string;
  nameMax: number;
  save: Parameters<typeof NamesDialog>[0]['save'];
  onCancel: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('catalogue-admin');
  const form = useAdminForm<NamesFormValues>(namesFormSchema(nameMax), namesToForm(item));
  const onSubmit = form.handleSubmit((v) =>
    save.mutate({ id: item._id, body: toNamesBody(v) }, { onSuccess: onSaved }),
  );
  return (
    <chakra.form onSubmit={onSubmit} noValidate>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body display="flex" flexDirection="column" gap="3">
        <TranslatedTexts form={form} nameLabel={nameLabel} />
        {save.error != null && <ErrorMessage error={save.error} />}
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onCancel}>
          {t('confirm.cancel')}
        </Button>
        <SubmitButton loading={save.isPending}>{t('common.save')}</SubmitButton>
      </Dialog.Footer>
    </chakra.form>
  );
}
