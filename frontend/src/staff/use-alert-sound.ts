import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { audioIsLocked, onAudioUnlocked, playChime, playWithRetries, soundEnabledSetting, storeSoundEnabled, unlockAudio } from './new-order-alerts';

/** The chime for new orders (board) and newly confirmed ones (kitchen), its on/off setting, and whether the browser holds it back. */
export function useAlertSound() {
  const [soundOn, setSoundOn] = useState(soundEnabledSetting);
  const [soundBlocked, setSoundBlocked] = useState(false);
  const soundOnRef = useRef(soundOn);
  soundOnRef.current = soundOn;

  useEffect(() => {
    // Tell staff right away (not only when the first order stays silent) that one click is needed.
    // A new audio context starts suspended even where the browser allows sound; it clears once running.
    if (soundOnRef.current && audioIsLocked()) setSoundBlocked(true);
    const offUnlocked = onAudioUnlocked(() => setSoundBlocked(false));
    const onGesture = () => {
      unlockAudio();
      setSoundBlocked(false);
    };
    document.addEventListener('pointerdown', onGesture);
    document.addEventListener('keydown', onGesture);
    return () => {
      offUnlocked();
      document.removeEventListener('pointerdown', onGesture);
      document.removeEventListener('keydown', onGesture);
    };
  }, []);

  const play = useCallback(() => {
    void playWithRetries(playChime).then((played) => setSoundBlocked(!played));
  }, []);

  /** Plays the chime when sound is switched on. */
  const chime = useCallback(() => {
    if (soundOnRef.current) play();
  }, [play]);

  const toggleSound = useCallback(() => {
    const next = !soundOnRef.current;
    storeSoundEnabled(next);
    setSoundOn(next);
    if (next) play();
    else setSoundBlocked(false);
  }, [play]);

  return useMemo(() => ({ soundOn, soundBlocked, toggleSound, chime }), [soundOn, soundBlocked, toggleSound, chime]);
}
