import { useCallback, useState } from 'react';

/** What the browser says about notifications for this shop; `unsupported` where there is no Notification API. */
export type NotificationPermissionState = NotificationPermission | 'unsupported';

const current = (): NotificationPermissionState =>
  typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;

/** The permission, and `request()` that asks the person once (a browser asks only after a click). */
export function useNotificationPermission() {
  const [permission, setPermission] = useState<NotificationPermissionState>(current);
  const request = useCallback(async (): Promise<NotificationPermissionState> => {
    if (typeof Notification === 'undefined') return 'unsupported';
    const answer = await Notification.requestPermission();
    setPermission(answer);
    return answer;
  }, []);
  return { permission, request };
}
