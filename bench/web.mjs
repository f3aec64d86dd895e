// The home page as a phone visitor gets it from the production server (built web app, PGlite, demo seed):
// 1. the JavaScript the first view loads, each file gzipped at level 9 as a CDN's static compression would (counted
//    as the build's first-view budget check counts it: apps/web/scripts/first-view.ts);
// 2. Lighthouse 12.8 (mobile preset, simulated throttling) with Debian's Chromium: performance, LCP, CLS, TBT.
// Targets (QUALITY.md): initial JS ≤ 130 KB gzipped; performance ≥ 95, LCP ≤ 1.8 s, CLS ≤ 0.05.
// 3. the main thread's long tasks in Chromium with its CPU slowed 4× (devtools throttling, as a slow phone runs the
//    page rather than Lighthouse's simulation of it): blocking time from navigation to the network falling quiet.
// Needs `npm run build` first. Flags: --runs=N Lighthouse runs (median, default 3; 0 measures the JavaScript only);
// --throttled-runs=N page loads at 4× CPU (median, default 5; 0 leaves them out).
// LH_REPORT_DIR=dir keeps each run's Lighthouse JSON (long tasks, boot-up time, the main thread's work) and trace there.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { formatScripts, measureScript } from '../apps/web/scripts/first-view.ts';
import { median, startServer } from './lib/harness.mjs';
import { ensureBundle } from './lib/lotus.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromeFlags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? 3);
const throttledRuns = Number(process.argv.find((a) => a.startsWith('--throttled-runs='))?.slice(17) ?? 5);
const JS_TARGET_KB = 130;

// WEB_DIST: another build to measure (as the server reads it); by default the workspace's build.
const webDist = path.resolve(process.env.WEB_DIST ?? path.join(root, 'apps/web/dist'));
if (!existsSync(path.join(webDist, 'index.html'))) {
  console.error('no web build: run `npm run build` first');
  process.exit(1);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'lotus-bench-web-'));
const server = await startServer({
  name: 'lotus',
  command: process.execPath,
  args: [ensureBundle()],
  env: {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '100000000',
  },
  readyPath: '/',
});

try {
  await initialJavaScript(server.url);
  if (throttledRuns > 0) await throttledLoads(server.url);
  if (runs > 0) await lighthouseRuns(server.url);
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

/** Every script the first view of `/` loads on a phone until the network is idle, gzipped one by one. */
async function initialJavaScript(url) {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags.slice(1) });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const scripts = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body().catch(() => null);
      if (body) scripts.push(measureScript(new URL(response.url()).pathname, body));
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    for (const line of formatScripts(`initial JavaScript of / (target ≤ ${JS_TARGET_KB} KB)`, scripts)) {
      console.log(line);
    }
  } finally {
    await browser.close();
  }
}

/**
 * `/` loaded `throttledRuns` times in a fresh phone-sized context with the CPU slowed 4×: the long tasks the page
 * itself reports (Long Tasks API) until the network is quiet and a moment after, summed as blocking time (each task's
 * time over 50 ms) like TBT. Lighthouse's simulation multiplies every task it saw on an unthrottled run by four, so
 * a busy moment of this machine weighs four times there; this figure runs the page at the slowed speed instead.
 */
async function throttledLoads(url) {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags.slice(1) });
  const results = [];
  try {
    for (let run = 1; run <= throttledRuns; run++) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      });
      try {
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.addInitScript(() => {
          window.__longTasks = [];
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
          }).observe({ type: 'longtask', buffered: true });
        });
        await page.goto(`${url}/`, { waitUntil: 'networkidle' });
        await page.waitForTimeout(1500);
        const tasks = await page.evaluate(() => window.__longTasks);
        results.push({
          blocking: tasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0),
          longest: Math.max(0, ...tasks),
          count: tasks.length,
        });
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  const pick = (key) => median(results.map((r) => r[key]));
  const all = results.map((r) => Math.round(r.blocking)).join(', ');
  console.log(
    `4× CPU, median of ${results.length}: blocking time ${ms(pick('blocking'))} (runs: ${all}), longest task ${ms(pick('longest'))}, ${pick('count')} long tasks`,
  );
}

/** Lighthouse's mobile preset, `runs` times on a fresh Chromium each; the median of each figure. */
async function lighthouseRuns(url) {
  const results = [];
  for (let run = 1; run <= runs; run++) {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
    try {
      const { lhr, artifacts } = await lighthouse(`${url}/`, {
        port: chrome.port,
        onlyCategories: ['performance'],
        logLevel: 'error',
      });
      if (process.env.LH_REPORT_DIR) {
        mkdirSync(process.env.LH_REPORT_DIR, { recursive: true });
        writeFileSync(path.join(process.env.LH_REPORT_DIR, `lighthouse-${run}.json`), JSON.stringify(lhr));
        writeFileSync(path.join(process.env.LH_REPORT_DIR, `trace-${run}.json`), JSON.stringify(artifacts.Trace));
      }
      if (lhr.runtimeError) {
        // A run Lighthouse could not complete (it says why) has no figures: left out of the medians.
        console.log(`lighthouse run ${run}: failed, ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
        continue;
      }
      const figure = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const result = {
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        lcp: figure('largest-contentful-paint'),
        fcp: figure('first-contentful-paint'),
        cls: figure('cumulative-layout-shift'),
        tbt: figure('total-blocking-time'),
        // Lighthouse's reading of this machine's CPU speed: scores from hosts of different speed do not compare.
        benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
      };
      results.push(result);
      console.log(
        `lighthouse run ${run}: performance ${result.score}, LCP ${ms(result.lcp)}, FCP ${ms(result.fcp)}, CLS ${result.cls.toFixed(3)}, TBT ${ms(result.tbt)}, benchmark index ${Math.round(result.benchmarkIndex)}`,
      );
    } finally {
      await chrome.kill();
    }
  }
  const pick = (key) => median(results.map((r) => r[key]));
  console.log(
    `lighthouse median of ${results.length}: performance ${pick('score')} (target ≥ 95), LCP ${ms(pick('lcp'))} (≤ 1.8 s), CLS ${pick('cls').toFixed(3)} (≤ 0.05), TBT ${ms(pick('tbt'))}, benchmark index ${Math.round(pick('benchmarkIndex'))}`,
  );
}

function ms(value) {
  return `${Math.round(value)} ms`;
}
