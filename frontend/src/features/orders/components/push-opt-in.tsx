import { Card, Stack, Switch, Text } from '@chakra-ui/react';
import { isLanguage } from '@shop/contracts/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '@/components/ui/error-message';
import { useNotificationPermission } from '@/hooks/use-notification-permission';
import { currentPushSubscription, pushSupported, subscribeToPush, unsubscribeFromPush } from '../api/push';

/**
 * The customer's switch "notify me of each step on this device" (Web Push: shown even with the shop closed). A
 * lazy chunk of its own: the menu pages never load it. Absent where the browser has no Push API.
 */
export function PushOptIn() {
  const { t, i18n } = useTranslation('orders');
  const { permission, request } = useNotificationPermission();
  const [on, setOn] = useState(false);
  const [busy, setBusy] = useState(true);
  const [error, setError] = useState<unknown>(null);
  // A refused permission leaves `on` unchanged, so the switch's hidden input (toggled by the click itself) would
  // stay checked: a new key draws the switch again from `on`.
  const [refusals, setRefusals] = useState(0);
  const supported = pushSupported();

  useEffect(() => {
    if (!supported) return;
    void currentPushSubscription()
      .then((subscription) => setOn(subscription !== null))
      .finally(() => setBusy(false));
  }, [supported]);

  if (!supported) return null;
  const change = async (wanted: boolean) => {
    setBusy(true);
    setError(null);
    try {
      if (wanted) {
        if ((await request()) !== 'granted') {
          setRefusals((n) => n + 1);
          return;
        }
        const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'fr';
        await subscribeToPush(language);
      } else await unsubscribeFromPush();
      setOn(wanted);
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card.Root variant="outline">
      <Card.Body>
        <Stack gap="2">
          <Switch.Root
            key={refusals}
            checked={on}
            disabled={busy || permission === 'denied'}
            onCheckedChange={(e) => void change(e.checked)}
            colorPalette="brand"
          >
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>{t('push.switch')}</Switch.Label>
          </Switch.Root>
          <Text fontSize="sm" color="fg.muted">
            {permission === 'denied' ? t('push.denied') : t('push.help')}
          </Text>
          {error !== null && <ErrorMessage error={error} />}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
