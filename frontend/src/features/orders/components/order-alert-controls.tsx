import { Alert, Button, HStack, Switch, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LuBellRing, LuVolume2 } from 'react-icons/lu';
import { useNotificationPermission } from '@/hooks/use-notification-permission';
import { enableOrderSound, orderAlerts, prepareOrderSound, useOrderAlerts } from '@/stores/order-alerts';

/**
 * The staff's new-order alerts on the orders screen: the mute switch (kept on this device), the browser
 * notifications, asked for once with a click (browsers refuse to ask without one), and, while the browser keeps the
 * sound blocked (a tablet reloaded and left untouched), a banner whose button enables it with one tap.
 */
export function OrderAlertControls() {
  const { t } = useTranslation('orders');
  const { muted, sound } = useOrderAlerts();
  const { permission, request } = useNotificationPermission();
  useEffect(() => prepareOrderSound(), []);
  return (
    <>
      <HStack gap="4" wrap="wrap">
        <Switch.Root
          checked={muted}
          onCheckedChange={(e) => orderAlerts.getState().setMuted(e.checked)}
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
      {!muted && sound === 'blocked' && (
        <Alert.Root status="warning" flexBasis="full" alignItems="center">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('staff.sound_blocked')}</Alert.Title>
          </Alert.Content>
          <Button size="sm" colorPalette="brand" onClick={enableOrderSound}>
            <LuVolume2 /> {t('staff.sound_enable')}
          </Button>
        </Alert.Root>
      )}
    </>
  );
}
