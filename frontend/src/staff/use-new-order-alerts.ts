import { useCallback, useMemo, useState } from 'react';
import type { OrderRecord } from '@pizzeria/domain';
import { notifyNewOrder } from './new-order-alerts';
import { useAlertSound } from './use-alert-sound';

export type NotificationState = NotificationPermission | 'unsupported';

function currentPermission(): NotificationState {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** Notification, chime and their settings for new orders. */
export function useNewOrderAlerts() {
  const { soundOn, soundBlocked, toggleSound, chime } = useAlertSound();
  const [permission, setPermission] = useState<NotificationState>(currentPermission);

  const alertNewOrder = useCallback(
    (orders: readonly OrderRecord[]) => {
      notifyNewOrder(orders);
      chime();
    },
    [chime],
  );

  const requestPermission = useCallback(async () => {
    if (typeof Notification === 'undefined') return;
    setPermission(await Notification.requestPermission());
  }, []);

  return useMemo(
    () => ({ soundOn, soundBlocked, permission, toggleSound, requestPermission, alertNewOrder }),
    [soundOn, soundBlocked, permission, toggleSound, requestPermission, alertNewOrder],
  );
}
