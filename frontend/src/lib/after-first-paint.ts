/** Longest wait for the first paint: a page opened in a background tab paints only once it is shown. */
const LONGEST_WAIT_MS = 3000;

/**
 * Runs `run` once the page's first contentful paint has reached the screen (the browser's own
 * paint timing), or after LONGEST_WAIT_MS when that never comes, or at the next frame where the
 * browser cannot tell.
 */
export function afterFirstPaint(run: () => void): void {
  let done = false;
  let observer: PerformanceObserver | undefined;
  const once = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    run();
  };
  if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length > 0) once();
    });
    observer.observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(once));
  }
  setTimeout(once, LONGEST_WAIT_MS);
}
