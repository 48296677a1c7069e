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
