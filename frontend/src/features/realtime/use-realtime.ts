import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Keeps the cached catalogue fresh: every /ws change message invalidates the queries of its topic.
 * `viewer` (the logged-in user id) reopens the socket on login/logout: /ws reads the session cookie at the upgrade.
 * Orders (spec §4): `newOrder` increments the new-orders counter and beeps for staff (unless muted);
 * `orderActualization` increments the notification counter and shows 'Command {latest confirmed step}'.
 * The socket code, with the schemas that check its messages, is a chunk loaded after the first paint.
 */
export function useRealtime(viewer?: string) {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation('orders');
  useEffect(() => {
    if (typeof WebSocket === 'undefined') return;
    let stop: (() => void) | undefined;
    let stopped = false;
    void import('./connect').then(({ startRealtime }) => {
      if (!stopped) stop = startRealtime(queryClient, i18n);
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }, [queryClient, viewer, i18n]);
}
