import { Button, HStack, Switch, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuBellRing } from 'react-icons/lu';
import { useNotificationPermission } from '@/hooks/use-notification-permission';
import { orderAlerts, useOrderAlerts } from '@/stores/order-alerts';

/**
 * The staff's new-order alerts on the orders screen: the mute switch (kept on this device) and the browser
 * notifications, asked for once with a click (browsers refuse to ask without one).
 */
export function OrderAlertControls() {
  const { t } = useTranslation('orders');
  const { muted } = useOrderAlerts();
  const { permission, request } = useNotificationPermission();
  return (
    <HStack gap="4" wrap="wrap">
      <Switch.Root
        checked={muted}
        onCheckedChange={(e) => orderAlerts.setMuted(e.checked)}
        colorPalette="brand"
        size="sm"
      >
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>{t('staff.mute_switch')}</Switch.Label>
      </Switch.Root>
      {permission === 'default' && (
        <Button size="xs" variant="outline" onClick={() => void request()}>
          <LuBellRing /> {t('staff.notifications_allow')}
        </Button>
      )}
      {(permission === 'granted' || permission === 'denied') && (
        <Text fontSize="sm" color="fg.muted">
          {t(`staff.notifications_${permission}`)}
        </Text>
      )}
    </HStack>
  );
}
