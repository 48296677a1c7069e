import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { audioIsLocked, notifyNewOrder, playChime, playWithRetries, soundEnabledSetting, storeSoundEnabled, unlockAudio } from './new-order-alerts';

export type NotificationState = NotificationPermission | 'unsupported';

function currentPermission(): NotificationState {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** Notification, chime and their settings for the order board. */
export function useNewOrderAlerts() {
  const [soundOn, setSoundOn] = useState(soundEnabledSetting);
  const [soundBlocked, setSoundBlocked] = useState(false);
  const [permission, setPermission] = useState<NotificationState>(currentPermission);
  const soundOnRef = useRef(soundOn);
  soundOnRef.current = soundOn;

  useEffect(() => {
    // Tell staff right away (not only when the first order stays silent) that one click is needed.
    if (soundOnRef.current && audioIsLocked()) setSoundBlocked(true);
    const onGesture = () => {
      unlockAudio();
      setSoundBlocked(false);
    };
    document.addEventListener('pointerdown', onGesture);
    document.addEventListener('keydown', onGesture);
    return () => {
      document.removeEventListener('pointerdown', onGesture);
      document.removeEventListener('keydown', onGesture);
    };
  }, []);

  const chime = useCallback(() => {
    void playWithRetries(playChime).then((played) => setSoundBlocked(!played));
  }, []);

  const alertNewOrder = useCallback(() => {
    notifyNewOrder();
    if (soundOnRef.current) chime();
  }, [chime]);

  const toggleSound = useCallback(() => {
    const next = !soundOnRef.current;
    storeSoundEnabled(next);
    setSoundOn(next);
    if (next) chime();
    else setSoundBlocked(false);
  }, [chime]);

  const requestPermission = useCallback(async () => {
    if (typeof Notification === 'undefined') return;
    setPermission(await Notification.requestPermission());
  }, []);

  return useMemo(
    () => ({ soundOn, soundBlocked, permission, toggleSound, requestPermission, alertNewOrder }),
    [soundOn, soundBlocked, permission, toggleSound, requestPermission, alertNewOrder],
  );
}
