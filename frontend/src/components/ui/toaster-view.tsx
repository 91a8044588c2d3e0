import { Toaster as ChakraToaster, LocaleProvider, Portal, Stack, Toast } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { isRtl, pickLanguage } from '@shop/contracts/core';
import { toasterStore as toaster } from './toaster-store';

/** The toasts of the store (toaster-store.ts), drawn by Chakra's Toaster in a fixed LTR group. */

export function Toaster() {
  const { i18n } = useTranslation();
  const dir = isRtl(pickLanguage(i18n.resolvedLanguage)) ? 'rtl' : 'ltr';
  return (
    <Portal>
      <LocaleProvider locale="fr-FR">
        <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
          {(toast) => (
            // A toast leaves when the pointer comes onto it: the pointer is going to what the toast covers (a table's
            // last rows, their buttons), and a hovered toast would otherwise stay paused over them.
            <Toast.Root
              width={{ md: 'sm' }}
              dir={dir}
              onPointerEnter={() => toaster.dismiss(toast.id)}
              _closed={{ pointerEvents: 'none' }}
            >
              <Toast.Indicator />
              <Stack gap="1" flex="1" maxWidth="100%">
                {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
                {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
              </Stack>
              {toast.closable && <Toast.CloseTrigger />}
            </Toast.Root>
          )}
        </ChakraToaster>
      </LocaleProvider>
    </Portal>
  );
}
