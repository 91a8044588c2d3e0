import { useEffect } from 'react';

/** Sets the tab title to '<title> · Oran Food' (or just the brand) while the page is shown. */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    document.title = title ? `${title} · Oran Food` : 'Oran Food';
  }, [title]);
}
