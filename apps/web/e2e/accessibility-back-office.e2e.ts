import { describe, expect, it } from 'vitest';
import { auditedSite, passes } from './support/audit-walk.ts';

/**
 * The agent centre and the operator console, walked as the demo agent and the demo admin: at 1440 × 900 in both
 * themes checked by axe-core (a serious or critical violation fails), and at every size checked for width. The
 * player site is walked in accessibility.e2e.ts.
 */
const { walk } = auditedSite();

describe.each(passes)('%s', (_name, pass) => {
  it('an agent meets none in the agent centre', async () => {
    const agent = await walk.agentAt(pass);
    const links = await agent.page
      .getByRole('navigation', { name: 'Agent navigation' })
      .getByRole('link')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    expect(links.length).toBeGreaterThan(3);
    const found: string[] = [];
    for (const path of links) found.push(...(await walk.go(agent, path)));
    await walk.finish(agent, found);
  });

  it('the demo admin meets none on any console page', async () => {
    const admin = await walk.adminAt(pass);
    const nav = admin.page.getByRole('navigation', { name: 'Operator console' }).getByRole('button');
    const count = await nav.count();
    expect(count).toBeGreaterThan(10);
    const found: string[] = [];
    for (let i = 0; i < count; i++) {
      await nav.nth(i).click();
      await nav.nth(i).and(admin.page.locator('[aria-current="page"]')).waitFor();
      found.push(...(await walk.audit(admin, `/console?page=${new URL(admin.page.url()).searchParams.get('page')}`)));
    }
    await walk.finish(admin, found);
  });
});
