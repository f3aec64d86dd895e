import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, i18n, loadFullCatalogue } from '@/lib/i18n';
import { auditEventName } from './audit-event-name';

/**
 * The events the server records (apps/server/src: `recordAudit`, `audited`, `auditedTable`), their families filled in.
 * The last test reads the server's source for events written out in full, so one added there must be named here.
 */
const recorded = [
  'account.locked',
  'console.delivery.tested',
  'console.rebate.updated',
  'console.vip.levels.updated',
  'console.vip.member.set',
  ...'bank-account.bound bank-account.removed brand.created brand.domain.added brand.domain.updated code.sent console.adjustment.approved console.adjustment.rejected console.adjustment.requested console.agent.moved console.agent.type console.channel.created console.channel.disabled console.channel.enabled console.channel.updated console.channels.reordered console.content.image.uploaded console.deposit.credit console.feedback.replied console.feedback.status console.game.icon.reset console.game.icon.uploaded console.game.updated console.help.created console.help.deleted console.help.updated console.login console.login.failed console.login.totp.failed console.logout console.lotteryGame.created console.lotteryGame.updated console.lotteryPeriod.voided console.member.viewed console.message.sent console.operator.created console.operator.disabled console.operator.enabled console.operator.password.reset console.operator.role.changed console.operator.totp.reset console.outbox.read console.outbox.retried console.password.change.failed console.password.changed console.site.brand.updated console.site.domain.added console.site.domain.removed console.site.domain.updated console.site.resource.added console.site.resource.removed console.site.resource.updated console.site.resources.reordered console.site.service.added console.site.service.removed console.site.service.reordered console.site.service.updated console.totp.enabled console.totp.enrol.failed console.vendor.created console.vendor.icon.reset console.vendor.icon.uploaded console.vendor.moved console.vendor.secret.rotated console.vendor.updated contract.accepted contract.cancelled contract.expired contract.offered contract.rejected contract.terminated earnings.run.recompute login login.failed login.locked login.refused login.social login.succeeded login.verification.failed login.verification.required login.verification.succeeded logout member.avatar.changed member.contact.password.failed member.opened member.profile.updated member.reactivated member.registered member.suspended password.change.failed password.changed password.reset password.reset.requested payment-password.changed payment-password.set payment-password.failed payment-password.change.failed session.revoked totp.enabled trial.created wallet.transfer withdrawal.auto-received withdrawal.receipt withdrawal.requested'.split(
    ' ',
  ),
  ...[
    'auth',
    'cashier',
    'contracts',
    'delivery',
    'disabledModules',
    'maintenance',
    'promotions',
    'regionBlock',
    'registerRules',
  ].map((section) => `console.settings.${section}`),
  ...['approve', 'reject', 'pay', 'force-received', 'refund'].map((kind) => `console.withdrawal.${kind}`),
  ...['hold', 'release', 'reverse', 'approve'].map((action) => `earnings.payout.${action}`),
  ...['email', 'mobile'].flatMap((kind) => ['bound', 'changed', 'verified'].map((e) => `member.${kind}.${e}`)),
  ...['announcement', 'banner'].flatMap((entity) =>
    ['created', 'updated', 'deleted'].map((e) => `console.${entity}.${e}`),
  ),
  ...['created', 'updated', 'granted', 'claim.approved', 'claim.rejected'].map((e) => `console.promotion.${e}`),
];

describe("audit events by name, in the reader's language", () => {
  beforeAll(async () => {
    await loadFullCatalogue();
    await changeLanguage('CN');
  });
  afterAll(() => changeLanguage('EN'));

  it('names every event the server records, in English and Chinese', () => {
    const en = i18n.getFixedT('en');
    const cn = i18n.getFixedT('zh-CN');
    for (const code of recorded) {
      expect(auditEventName(en, code), code).toMatch(/^[A-Z]/);
      expect(auditEventName(cn, code), code).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('reads like a sentence, the console prefix dropped for operator actions', () => {
    const en = i18n.getFixedT('en');
    const cn = i18n.getFixedT('zh-CN');
    expect(auditEventName(en, 'console.vendor.secret.rotated')).toBe('Game vendor secret rotated');
    expect(auditEventName(cn, 'console.vendor.secret.rotated')).toBe('游戏供应商密钥已轮换');
    expect(auditEventName(en, 'login.succeeded')).toBe('Sign-in succeeded');
    expect(auditEventName(en, 'console.login.failed')).toBe('Console sign-in failed');
    expect(auditEventName(cn, 'member.registered')).toBe('会员已注册');
  });

  it("lists every event the server's source writes out in full, and every table audited by entity", () => {
    const root = join(import.meta.dirname, '../../../../../server/src');
    const sources = readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => readFileSync(join(root, file), 'utf8'));
    const written = sources.flatMap((text) => [...text.matchAll(/\bevent: '([a-z][\w.-]*)'/g)].map((m) => m[1]));
    const tables = sources
      .filter((text) => text.includes('auditedTable({'))
      .flatMap((text) => [...text.matchAll(/\bentity: '([a-z][\w-]*)'/g)].map((m) => m[1]))
      .flatMap((entity) => ['created', 'updated'].map((e) => `console.${entity}.${e}`));
    expect(written.length).toBeGreaterThan(50);
    const known = new Set(recorded);
    expect([...written, ...tables].filter((code) => code !== undefined && !known.has(code))).toEqual([]);
  });

  it('leaves a code with an unknown word to be shown as it is', () => {
    expect(auditEventName(i18n.getFixedT('en'), 'console.spaceship.launched')).toBeNull();
    expect(auditEventName(i18n.getFixedT('en'), 'constructor')).toBeNull();
  });
});
