import { useEffect, useState } from 'react';
import { onPageVisible } from '../../lib/page-visibility';

export type WakeLockState = 'active' | 'unsupported' | 'failed';

/** Keeps the kitchen tablet's screen on; the browser drops the lock when the tab is hidden, so it is taken again on return. */
export function useWakeLock(): WakeLockState {
  const supported = typeof navigator !== 'undefined' && 'wakeLock' in navigator;
  const [state, setState] = useState<WakeLockState>(supported ? 'active' : 'unsupported');

  useEffect(() => {
    if (!supported) return;
    let lock: WakeLockSentinel | null = null;
    let active = true;
    const acquire = async () => {
      if (document.visibilityState !== 'visible') return;
      try {
        const next = await navigator.wakeLock.request('screen');
        if (!active) {
          void next.release();
          return;
        }
        lock = next;
        setState('active');
      } catch (error) {
        console.error('Bildschirm kann nicht wach gehalten werden.', error);
        setState('failed');
      }
    };
    void acquire();
    const offVisible = onPageVisible(() => void acquire());
    return () => {
      active = false;
      offVisible();
      void lock?.release();
    };
  }, [supported]);

  return state;
}
