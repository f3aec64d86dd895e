import { houseGameCodes } from '@lotus/contract';
import { describe, expect, it } from 'vitest';
import { auditedSite, lotteryRoutes, passes, publicRoutes } from './support/audit-walk.ts';

/**
 * Every page of the player site, walked as a guest and as a member: at 1440 × 900 in both themes checked by axe-core
 * (a serious or critical violation fails, named by route, rule and nodes), and at every size checked for width (no
 * page may scroll sideways). One page per role and pass, moving between routes inside the app as a visitor does.
 * The agent centre and the console are walked in accessibility-back-office.e2e.ts.
 */
const { site: siteOf, walk } = auditedSite();

describe.each(passes)('%s', (_name, pass) => {
  it('a guest meets no serious or critical violation', async () => {
    const guest = await walk.visitorAt('/', pass);
    const found = await walk.audit(guest, '/');
    for (const path of ['/promotions', '/help', '/no-such-page']) found.push(...(await walk.go(guest, path)));
    await guest.page.getByRole('banner').getByRole('button', { name: 'Register' }).click();
    await guest.page.getByRole('dialog', { name: 'Register' }).waitFor();
    found.push(...(await walk.audit(guest, 'register dialog')));
    await guest.page.keyboard.press('Escape');
    await guest.page.getByRole('dialog').waitFor({ state: 'detached' });
    await guest.page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    await guest.page.getByRole('dialog', { name: 'Login' }).waitFor();
    found.push(...(await walk.audit(guest, 'login dialog')));
    // The agent landing has its own layout: a page load of its own.
    await guest.page.goto(`${siteOf().url}/agent`);
    found.push(...(await walk.audit(guest, '/agent')));
    await walk.finish(guest, found);
  });

  it('a member meets none on any page of the player site', { timeout: 120_000 }, async () => {
    const member = await walk.memberAt(pass);
    const { page } = member;
    const found = await walk.auditOffer(member);
    for (const path of [...publicRoutes, '/favorite', '/recent', '/no-such-page'])
      found.push(...(await walk.go(member, path)));
    // Each lottery page with its game on the period taking bets and its draws so far, as players meet it: the 1-minute
    // game's results scroll (a panel that scrolls must be reachable by keyboard). The member centre after them meets
    // the member header (and its put-aside offer) again.
    for (const path of lotteryRoutes) {
      found.push(...(await walk.go(member, path, 'lottery-results')));
      if (path.startsWith('/lottery')) {
        const scrolls = await page
          .getByTestId('lottery-results')
          .evaluate((list) =>
            [list, list.parentElement].some((el) => el !== null && el.scrollHeight > el.clientHeight),
          );
        if (scrolls) continue;
        found.push(`${path}: the results do not scroll, so the walk misses the page players see`);
      }
    }

    // Every member centre section this member is offered, reached as a member does: through its tab.
    found.push(...(await walk.go(member, '/member?tab=securityCenter')));
    // The first tab is the one just checked; the others one by one.
    const tabs = page.getByRole('tablist').first().getByRole('tab');
    await tabs.first().waitFor();
    const count = await tabs.count();
    expect(count).toBeGreaterThan(3);
    for (let i = 1; i < count; i++) {
      await tabs.nth(i).click();
      await tabs.nth(i).and(page.locator('[aria-selected="true"]')).waitFor();
      found.push(...(await walk.audit(member, `/member?tab=${new URL(page.url()).searchParams.get('tab')}`)));
    }
    // Opened on the last tab, the strip keeps it in view when the unread badge arrives on an earlier one.
    await page.reload();
    // The open offer comes back after a reload (its pop-up hides the page from the accessibility tree): put it aside.
    const offer = page.getByRole('dialog', { name: 'Daily salary contract offer' });
    await offer.waitFor();
    await page.keyboard.press('Escape');
    await offer.waitFor({ state: 'detached' });
    await page.getByRole('tablist').first().getByTestId('unread-badge').waitFor({ state: 'attached' });
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const [strip, last] = await Promise.all([
      page.getByRole('tablist').first().boundingBox(),
      tabs.last().boundingBox(),
    ]);
    if (strip && last && (last.x < strip.x - 1 || last.x + last.width > strip.x + strip.width + 1))
      found.push(
        `the last member centre tab is outside its strip (${last.x}+${last.width} of ${strip.x}+${strip.width})`,
      );

    // Each house game as the lobby launches it for this member (a page of its own), and a link without a token.
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    expect(token).toBeTruthy();
    for (const game of houseGameCodes) {
      await page.goto(siteOf().url + (await walk.launchPath(game, token ?? '')));
      await page.getByTestId('house-play').waitFor();
      found.push(...(await walk.audit(member, `/house/${game}`)));
    }
    await page.goto(`${siteOf().url}/house/${houseGameCodes[0]}`);
    await page.getByTestId('house-notice').waitFor();
    found.push(...(await walk.audit(member, `/house/${houseGameCodes[0]} without a token`)));
    await walk.finish(member, found);
  });
});
