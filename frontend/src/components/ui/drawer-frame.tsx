import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A drawer over the page with its close button; closing it any way (the button, Escape, the backdrop) calls
 * `onClose`. Its header, body and footer are the children.
 */
export function DrawerFrame({
  open,
  onClose,
  placement,
  size,
  closeLabel,
  children,
}: {
  open: boolean;
  onClose: () => void;
  placement: 'start' | 'end';
  size: 'xs' | 'sm';
  closeLabel: string;
  children: ReactNode;
}) {
  return (
    <Drawer.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement={placement} size={size}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            {children}
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={closeLabel} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
