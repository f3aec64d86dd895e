import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

/** Flags that keep Chromium quiet on a machine without outside network. */
const args = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic'];

/**
 * The system Chromium (`CHROMIUM_PATH`, else /usr/bin/chromium) when present; otherwise the Chromium that
 * ships inside the @sparticuz/chromium npm package, so a fresh machine needs no manual step.
 */
export async function launchChromium(): Promise<Browser> {
  const system = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((p): p is string => !!p && existsSync(p));
  if (system) return chromium.launch({ executablePath: system, args });
  const packaged = (await import('@sparticuz/chromium')).default;
  return chromium.launch({ executablePath: await packaged.executablePath(), args: [...packaged.args, ...args] });
}
