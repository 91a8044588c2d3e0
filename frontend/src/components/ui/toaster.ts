import type { CreateToasterReturn } from '@chakra-ui/react';

type ToastOptions = Parameters<CreateToasterReturn['create']>[0];

// What the client calls to show a toast. The toast store (zag) and the view that draws it (toaster-view.tsx) load
// after the first paint: a toast asked for before then is shown when they are there, in the order asked.
let store: Promise<CreateToasterReturn> | undefined;
const loaded = () => (store ??= import('./toaster-store').then((m) => m.toasterStore));
let count = 0;

export const toaster = {
  /** Shows a toast; returns its id (the one given, or a new one) for `dismiss`. */
  create(options: ToastOptions): string {
    const id = options.id ?? `toast-${++count}`;
    void loaded().then((toasts) => toasts.create({ ...options, id }));
    return id;
  },
  dismiss(id: string): void {
    void loaded().then((toasts) => toasts.dismiss(id));
  },
};
