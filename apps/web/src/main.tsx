import '@/styles/tokens.css';
import '@/styles/base.css';

/**
 * Resolves once the browser has painted a frame: the boot frame in index.html, with the home banner the server put
 * in it. A hidden tab paints nothing, hence the time-out.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, 100);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}

// The app's modules (preloaded by the HTML) are evaluated after the first paint, not before it: on a slow phone that
// evaluation is the longest task of the start-up, and the visitor sees the page's frame and banner meanwhile.
await afterFirstPaint();
await import('./start');
