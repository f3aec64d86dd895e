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

/**
 * Ends the current task, so that the browser can paint or answer a tap before the next step. Not `lib/next-task`:
 * a module this entry imports is bundled into it, and the start-up importing it from here would wait for this
 * module, which is itself waiting for the start-up.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Asks for the files the start-up and the home route need, which the build names in
 * `<meta name="lotus-after-paint">` (vite.config.ts): fetched together rather than one import level at a time. Each
 * request costs the main thread a few milliseconds on a slow phone (a trace at 4× CPU put the sixteen of them at
 * 200 ms in one task), so each goes out in a task of its own.
 */
async function preloadAfterPaint() {
  const files = document.querySelector('meta[name="lotus-after-paint"]')?.getAttribute('content')?.split(' ') ?? [];
  for (const href of files) {
    if (!href) continue;
    await nextTask();
    const link = document.createElement('link');
    if (href.endsWith('.css')) {
      link.rel = 'preload';
      link.as = 'style';
    } else {
      link.rel = 'modulepreload';
      link.crossOrigin = '';
    }
    link.href = href;
    document.head.append(link);
  }
}

// The app's modules are fetched and evaluated after the first paint, not before it: on a slow phone they would share
// the bandwidth with the frame's styles and the banner image, and their evaluation is the longest task of the
// start-up. The visitor sees the page's frame and banner meanwhile.
await afterFirstPaint();
await preloadAfterPaint();
await import('./start');
