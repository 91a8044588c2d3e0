import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { toaster } from '@/components/ui/toaster';

type Deletable = { _id: string; name: string };

/**
 * The delete flow of a back-office list (spec §5: deletions need confirmation). `ask(item)` opens the confirmation
 * (clearing the previous attempt's failure); `dialog` is what the ConfirmDialog needs. A success closes it and
 * announces `deletedTitle(item)` (a toast unless `announce` says otherwise, e.g. after a page reload);
 * `onError` may handle a failure itself (`close` closes the dialog).
 */
export function useDeleteConfirmation<T extends Deletable>(
  remove: UseMutationResult<unknown, Error, string>,
  deletedTitle: (item: T) => string,
  onError?: (error: Error, close: () => void) => void,
  announce: (title: string) => void = (title) => toaster.create({ type: 'success', title }),
) {
  const [toDelete, setToDelete] = useState<T>();
  const close = () => setToDelete(undefined);

  const confirm = () => {
    if (!toDelete) return;
    remove.mutate(toDelete._id, {
      onSuccess: () => {
        close();
        announce(deletedTitle(toDelete));
      },
      onError: onError && ((error) => onError(error, close)),
    });
  };

  return {
    toDelete,
    ask: (item: T) => {
      remove.reset();
      setToDelete(item);
    },
    dialog: {
      open: !!toDelete,
      onCancel: close,
      onConfirm: confirm,
      loading: remove.isPending,
      error: remove.isError ? remove.error : undefined,
    },
  };
}
