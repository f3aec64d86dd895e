/**
 * Screenshots of every agent-centre page with figures, for a person to look at: a server of its own (fresh PGlite
 * database, the built web app) seeded by support/agent-showcase.ts, the demo agent logged in, each page at desktop and
 * phone size, dark and light, EN and CN (full-page pictures named <page>-<size>-<theme>-<lang>.png).
 *
 *   npm run build && node_modules/.bin/node apps/web/e2e/agent-screenshots.ts [outDir]
 *
 * The output directory defaults to /tmp/shots/agent. `LOTUS_AGENT_PAGES=agentIncome,agentDividend` shoots only those.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_ACCOUNTS } from '@lotus/contract';
import type { Page } from 'playwright-core';
import { openPglite } from '../../server/src/db/pglite.ts';
import { seedDemo } from '../../server/src/db/seed/demo-seed.ts';
import { repoRoot } from '../../server/src/paths.ts';
import { loginAs } from '../../server/test/auth-helpers.ts';
import { seedAgentShowcase } from './support/agent-showcase.ts';
import { desktop, phone, Site, settled } from './support/site.ts';

const outDir = process.argv[2] ?? '/tmp/shots/agent';
/** The agent centre's pages (src/features/agent/lib/agent-pages.ts) but its notices, which are shot elsewhere. */
const allPages = [
  'agentTeamOverview',
  'agentRegister',
  'agentDownline',
  'agentTeamBetting',
  'agentUserLoss',
  'agentIncome',
  'agentAccountDetails',
  'agentDividend',
  'agentDailyWages',
  'agentHourlySalary',
  'agentRealTimeSalary',
];
const only = process.env.LOTUS_AGENT_PAGES?.split(',');
const pages = allPages.filter((key) => !only || only.includes(key));

async function ready(page: Page) {
  await settled(page);
  await page.waitForLoadState('networkidle');
  await page
    .waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 10_000 })
    .catch(() => {});
  // QR codes and charts draw after the data arrives.
  await page.waitForTimeout(500);
}

async function main() {
  mkdirSync(outDir, { recursive: true });
  const scratch = mkdtempSync(join(tmpdir(), 'agent-shots-'));
  const db = await openPglite(join(scratch, 'db'));
  await db.migrate();
  await seedDemo(db);
  // A copy of the build: a new build while the pictures are taken would take away the assets the pages ask for.
  const webDist = join(scratch, 'dist');
  cpSync(process.env.WEB_DIST ?? join(repoRoot, 'apps/web/dist'), webDist, { recursive: true });
  const site = await Site.start({ db, config: { webDist } });
  try {
    await seedAgentShowcase(site.server.app, site.server.db);
    const token = await loginAs(site.server.app, DEMO_ACCOUNTS.agent);
    const session = {
      token,
      isAgent: 'true',
      nickname: DEMO_ACCOUNTS.agent.username,
      account: DEMO_ACCOUNTS.agent.username,
      username: DEMO_ACCOUNTS.agent.username,
    };
    for (const [size, viewport] of [
      ['desktop', desktop],
      ['phone', phone],
    ] as const) {
      for (const theme of ['dark', 'light'] as const) {
        for (const lang of ['EN', 'CN'] as const) {
          const context = await site.context({
            viewport,
            colorScheme: theme,
            localStorage: { theme, lang },
            sessionStorage: session,
          });
          const page = await context.newPage();
          page.on('response', (r) => {
            if (r.status() >= 400) console.warn(`${r.status()} ${r.url()}`);
          });
          page.on('console', (m) => {
            if (m.type() === 'error') console.warn(`${size} ${theme} ${lang}: ${m.text()}`);
          });
          for (const key of pages) {
            await page.goto(`${site.url}/agentHome?page=${key}`);
            await ready(page).catch(async (error: Error) => {
              console.warn(`${key} ${size} ${theme} ${lang}: ${error.message.split('\n')[0]}; reloading once`);
              await page.reload();
              await ready(page);
            });
            const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
            if (wide > 0) console.warn(`${key} ${size} ${theme} ${lang}: the page scrolls ${wide}px sideways`);
            // A table wider than its box hides its last columns until scrolled: worth a look.
            const hidden = await page.evaluate(() =>
              [...document.querySelectorAll('.agent-table-box')].map((b) => b.scrollWidth - b.clientWidth),
            );
            if (hidden.some((px) => px > 0))
              console.warn(`${key} ${size} ${theme} ${lang}: a table scrolls ${hidden}px`);
            const path = join(outDir, `${key}-${size}-${theme}-${lang.toLowerCase()}.png`);
            await page.screenshot({ path, fullPage: true });
            console.log(path);
          }
          await context.close();
        }
      }
    }
  } finally {
    await site.stop();
    await db.close();
    rmSync(scratch, { recursive: true, force: true });
  }
}

await main();
