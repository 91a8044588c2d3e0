import { createToaster } from '@chakra-ui/react';

// Toasts sit at the bottom RIGHT in every language, Arabic too (spec §4, issue: bottom left is wrong in Arabic).
// 'bottom-end' is resolved by the toast group against the locale direction, so the group always gets an LTR
// locale (end = right, toaster-view.tsx); each toast's own content still follows the current language direction.
export const toasterStore = createToaster({ placement: 'bottom-end', pauseOnPageIdle: true });
