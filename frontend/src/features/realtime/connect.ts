import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { changeTopics } from '@shop/contracts/core';
import { changeMessage, orderRealtimeMessage } from '@shop/contracts/schemas';
import { toaster } from '@/components/ui/toaster';
import { connectRealtime, keysToInvalidate, socketUrl, type SocketLike } from '@/lib/realtime';
import { latestConfirmedName, stepLabel } from '@/lib/order-steps';
import { refreshAfterChange } from '@/lib/query-client';
import { alertNewOrder, orderAlerts } from '@/stores/order-alerts';
import { currentSession } from '@/stores/session';

/** Opens /ws for useRealtime; returns the function that closes it. */
export function startRealtime(queryClient: QueryClient, i18n: I18n): () => void {
  return connectRealtime({
    url: socketUrl(window.location),
    changeMessage,
    createSocket: (url) => new WebSocket(url) as unknown as SocketLike,
    onChange: (message) => {
      for (const queryKey of keysToInvalidate(message)) void refreshAfterChange(queryClient, queryKey);
    },
    onOther: (json) => {
      const parsed = orderRealtimeMessage.safeParse(json);
      if (!parsed.success) return;
      const message = parsed.data;
      void refreshAfterChange(queryClient, ['orders']);
      if (message.type === 'newOrder') {
        orderAlerts.getState().newOrder();
        if (currentSession(queryClient).isStaff) {
          const t = i18n.getFixedT(i18n.resolvedLanguage ?? 'fr', 'orders');
          alertNewOrder({
            title: t('staff.alert_title'),
            body: t('staff.alert_body', { number: message.orderID }),
            tag: `new-order-${message.orderId}`,
            lang: i18n.resolvedLanguage ?? 'fr',
          });
        }
        return;
      }
      orderAlerts.getState().notification();
      const latest = message.status === 'cancelled' ? 'cancelled' : latestConfirmedName(message.states);
      if (!latest) return;
      // The orders texts load with the order screens (lib/i18n): a customer on the menu may not have them yet.
      void i18n.loadNamespaces('orders').then(() => {
        const t = i18n.getFixedT(i18n.resolvedLanguage ?? 'fr', 'orders');
        const step =
          latest === 'cancelled' ? t('status.cancelled') : stepLabel(latest, i18n.resolvedLanguage);
        toaster.create({
          id: `order-${message.orderId}-${latest}`,
          type: 'info',
          title: t('notification', { step }),
        });
      });
    },
    // After a reconnect we may have missed messages: refetch everything a change could touch.
    onReconnect: () => {
      for (const topic of changeTopics) void refreshAfterChange(queryClient, [topic]);
      void refreshAfterChange(queryClient, ['orders']);
    },
  });
}
