import { readFile } from 'node:fs/promises';
import { DEMO_ACCOUNTS } from '@lotus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Site } from './support/site.ts';

/** The console's CSV export as an operator uses it: the rows on screen, as a file Excel opens in Chinese. */
let site: Site;
beforeAll(async () => {
  site = await Site.start();
});
afterAll(() => site?.stop());

describe('CSV export', () => {
  it('downloads the members shown, headed in Chinese, as UTF-8 with a byte-order mark', async () => {
    const page = await site.open('/console', { localStorage: { lang: 'CN' } });
    await page.getByRole('textbox', { name: '用户名' }).fill(DEMO_ACCOUNTS.operator.username);
    await page.getByLabel('密码').fill(DEMO_ACCOUNTS.operator.password);
    await page.getByTestId('console-login-submit').click();
    await page.getByRole('navigation', { name: '运营后台' }).getByRole('button', { name: '会员管理' }).click();
    await page.getByTestId('console-member').first().waitFor();
    const rowsOnScreen = await page.getByTestId('console-member').count();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '导出 CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^members-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lines[0]).toBe('ID,用户名,昵称,类型,状态,余额,手机号,注册时间,最近登录');
    expect(lines).toHaveLength(rowsOnScreen + 1);
    const demo = lines.find((line) => line.split(',')[1] === DEMO_ACCOUNTS.member.username);
    // The balance as a plain number: no currency sign, no thousands separator.
    expect(demo?.split(',')[5]).toMatch(/^-?\d+(\.\d+)?$/);
    await page.context().close();
  });
});
