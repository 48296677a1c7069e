/**
 * Runs `run` each time the page becomes visible again (the tab comes back to the front, a tablet's
 * screen wakes): timers were frozen and events may have been missed meanwhile. Returns the unsubscribe.
 */
export function onPageVisible(run: () => void): () => void {
  const onChange = () => {
    if (document.visibilityState === 'visible') run();
  };
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

/**
 * One poll for a page however many screens watch it: while anyone does, `refresh` runs every
 * `everyMs` while the page is visible, and when it becomes visible again. Returns `watch`, whose
 * result ends that screen's watch.
 */
export function sharedPoll(refresh: () => void, everyMs: number): () => () => void {
  let watchers = 0;
  let stop: (() => void) | undefined;
  return () => {
    watchers += 1;
    if (watchers === 1) {
      const timer = setInterval(() => {
        if (document.visibilityState === 'visible') refresh();
      }, everyMs);
      const offVisible = onPageVisible(refresh);
      stop = () => {
        clearInterval(timer);
        offVisible();
      };
    }
    return () => {
      watchers -= 1;
      if (watchers === 0) stop?.();
    };
  };
}
