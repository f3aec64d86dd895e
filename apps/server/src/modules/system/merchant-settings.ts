import {
  type AuthSettings,
  defaultAuthSettings,
  defaultCashierSettings,
  defaultContentSettings,
  defaultContractSettings,
  defaultEarningsSettings,
  defaultPromotionSettings,
  type MerchantSettingsPatch,
  merchantSettingsPatchSchema,
} from '@lotus/contract';
import type { Database } from '../../db/database.ts';
import type { merchants } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import { type AuditSource, recordAudit } from '../../platform/audit.ts';
import { merchantDirectory } from '../../platform/merchant/merchant-directory.ts';
import { changedSecrets, mergeDeliverySettings, redactDelivery, storedDelivery } from './delivery-settings.ts';
import { lockMerchantByCode, updateMerchantSwitches } from './queries.ts';

type MerchantRow = typeof merchants.$inferSelect;

/** Who changes the settings, for the audit log (the console passes it; seeding and tests may not). */
export interface SettingsAuthor {
  source: AuditSource;
  operatorId: number | null;
}

/** Each section as it is stored, in the form the audit log keeps (social provider secrets left out). */
export function storedSettings(row: MerchantRow) {
  const auth: AuthSettings = { ...defaultAuthSettings, ...row.authSettings };
  return {
    maintenance: {
      on: row.maintenance,
      endsAt: row.maintenanceEndsAt?.getTime() ?? null,
      message: row.maintenanceMessage,
      allowCidrs: row.maintenanceAllowCidrs,
    },
    regionBlock: row.regionBlock,
    disabledModules: row.disabledModules,
    registerRules: row.registerRules,
    cashier: { ...defaultCashierSettings, ...row.cashierSettings },
    content: { ...defaultContentSettings, ...row.contentSettings },
    contracts: { ...defaultContractSettings, ...row.contractSettings },
    earnings: { ...defaultEarningsSettings, ...row.earningsSettings },
    promotions: { ...defaultPromotionSettings, ...row.promotionSettings },
    auth,
    delivery: storedDelivery(row.deliverySettings),
  };
}
type Sections = ReturnType<typeof storedSettings>;

/** JSON with object keys sorted, so that values read back from jsonb compare equal to the ones written. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

const isRecord = (v: unknown): v is Record<string, unknown> => Boolean(v) && typeof v === 'object' && !Array.isArray(v);

/** What changed: for objects only the keys that differ, otherwise the whole values. */
function difference(before: unknown, after: unknown) {
  if (!isRecord(before) || !isRecord(after)) return { before, after };
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (k) => canonical(before[k]) !== canonical(after[k]),
  );
  return {
    before: Object.fromEntries(keys.map((k) => [k, before[k]])),
    after: Object.fromEntries(keys.map((k) => [k, after[k]])),
  };
}

/** Secrets never reach the audit log: a provider shows only whether it has one. */
function redactAuth(auth: AuthSettings) {
  return {
    ...auth,
    socialProviders: auth.socialProviders.map(({ clientSecret, ...p }) => ({ ...p, secretSet: clientSecret !== '' })),
  };
}

/** A delivery change without its secrets: the parts that differ, and which secrets were replaced. */
function deliveryChange(before: Sections['delivery'], after: Sections['delivery']) {
  const secrets = changedSecrets(before, after);
  return { ...difference(redactDelivery(before), redactDelivery(after)), ...(secrets.length > 0 && { secrets }) };
}

/**
 * Switches maintenance, region blocking, modules, the registration form, sign-in, cashier, content and contract
 * settings of a merchant. The patch is validated (400 `request.invalid` with field messages; nothing is stored), each
 * section that changes is audited with its values before and after, and every process's cached copy of the merchant
 * is dropped at once.
 *
 * Sign-in settings merge into the stored ones; a social provider given with an empty secret keeps the stored secret,
 * so the console never needs to see it. Delivery settings keep their stored secrets the same way (delivery-settings.ts).
 */
export async function updateMerchantSettings(
  db: Database,
  merchantCode: string,
  patch: MerchantSettingsPatch,
  author?: SettingsAuthor,
) {
  const parsed = merchantSettingsPatchSchema.safeParse(patch);
  if (!parsed.success) {
    const fields = Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.') || 'settings', i.message]));
    throw new AppError('request.invalid', { fields });
  }
  const {
    maintenance,
    regionBlock,
    disabledModules,
    registerRules,
    auth,
    cashier,
    content,
    contracts,
    earnings,
    promotions,
    delivery,
  } = parsed.data;
  await db.orm.transaction(async (tx) => {
    const row = await lockMerchantByCode(tx, merchantCode);
    if (!row) throw new AppError('not.found');
    const before = storedSettings(row);
    const authSettings = auth && {
      ...before.auth,
      ...auth,
      ...(auth.socialProviders && {
        socialProviders: auth.socialProviders.map((p) => ({
          ...p,
          clientSecret:
            p.clientSecret || before.auth.socialProviders.find((s) => s.provider === p.provider)?.clientSecret || '',
        })),
      }),
    };
    const deliverySettings = delivery && mergeDeliverySettings(before.delivery, delivery);
    await updateMerchantSwitches(tx, merchantCode, {
      ...(maintenance && {
        maintenance: maintenance.on,
        maintenanceEndsAt: maintenance.endsAt === null ? null : new Date(maintenance.endsAt),
        maintenanceMessage: maintenance.message,
        maintenanceAllowCidrs: maintenance.allowCidrs,
      }),
      ...(regionBlock && { regionBlock }),
      ...(disabledModules && { disabledModules: [...new Set(disabledModules)] }),
      ...(registerRules && { registerRules }),
      ...(authSettings && { authSettings }),
      ...(cashier && { cashierSettings: cashier }),
      ...(content && { contentSettings: content }),
      ...(contracts && { contractSettings: contracts }),
      ...(earnings && { earningsSettings: earnings }),
      ...(promotions && { promotionSettings: promotions }),
      ...(deliverySettings && { deliverySettings }),
    });
    if (!author) return;
    const after: Partial<Sections> = {
      ...(maintenance && { maintenance }),
      ...(regionBlock && { regionBlock }),
      ...(disabledModules && { disabledModules: [...new Set(disabledModules)] }),
      ...(registerRules && { registerRules }),
      ...(authSettings && { auth: authSettings }),
      ...(cashier && { cashier }),
      ...(content && { content }),
      ...(contracts && { contracts }),
      ...(earnings && { earnings }),
      ...(promotions && { promotions }),
      ...(deliverySettings && { delivery: deliverySettings }),
    };
    for (const [section, value] of Object.entries(after) as [keyof Sections, unknown][]) {
      const old = before[section];
      if (canonical(old) === canonical(value)) continue;
      const change =
        section === 'auth'
          ? difference(redactAuth(old as AuthSettings), redactAuth(value as AuthSettings))
          : section === 'delivery'
            ? deliveryChange(old as Sections['delivery'], value as Sections['delivery'])
            : difference(old, value);
      await recordAudit(tx, author.source, {
        event: `console.settings.${section}`,
        operatorId: author.operatorId,
        detail: change,
      });
    }
  });
  merchantDirectory(db).invalidate(merchantCode);
}
