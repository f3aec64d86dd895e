import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as consoleCore from './console.ts';
import * as consoleAgents from './console-agents.ts';
import * as consoleBets from './console-bets.ts';
import * as consoleChannels from './console-channels.ts';
import * as consoleContent from './console-content.ts';
import * as consoleEarnings from './console-earnings.ts';
import * as consoleGames from './console-games.ts';
import * as consoleLottery from './console-lottery.ts';
import * as consoleMembers from './console-members.ts';
import * as consoleOperators from './console-operators.ts';
import * as consoleOutbox from './console-outbox.ts';
import * as consolePromotions from './console-promotions.ts';
import * as consoleReconciliation from './console-reconciliation.ts';
import * as consoleSettings from './console-settings.ts';
import * as consoleSite from './console-site.ts';
import * as consoleVip from './console-vip.ts';
import * as contract from './index.ts';
import * as merchantSettings from './merchant-settings.ts';
import * as socketEvents from './socket-events.ts';

/**
 * Schemas outside the player, vendor and house APIs: the console's and the merchant settings' (strict by choice, see
 * `endpoints`) and socket messages (not HTTP requests).
 */
const notPlayerApi = new Set<unknown>(
  [
    consoleAgents,
    consoleBets,
    consoleChannels,
    consoleContent,
    consoleEarnings,
    consoleGames,
    consoleLottery,
    consoleMembers,
    consoleOperators,
    consoleOutbox,
    consolePromotions,
    consoleReconciliation,
    consoleSettings,
    consoleSite,
    consoleVip,
    consoleCore,
    merchantSettings,
    socketEvents,
  ].flatMap((module) => Object.values(module)),
);
notPlayerApi.add(contract.contractSettingsSchema);

/** Where, inside `schema`, an object keeps or refuses keys it does not name (strict or loose instead of stripping). */
function unstrippedObjects(schema: z.ZodType, path: string, seen = new Set<unknown>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown>;
  const found: string[] = [];
  if (def.type === 'object' && def.catchall !== undefined) found.push(path || '(root)');
  const visit = (value: unknown, at: string) => {
    if (value instanceof z.ZodType) found.push(...unstrippedObjects(value, at, seen));
  };
  for (const [key, value] of Object.entries(def)) {
    // Refinements are checks, not schemas; the catchall is what was judged above.
    if (key === 'checks' || key === 'catchall') continue;
    if (key === 'shape' && value && typeof value === 'object') {
      for (const [name, field] of Object.entries(value)) visit(field, `${path}.${name}`);
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => {
        visit(item, `${path}[${i}]`);
      });
    } else if (key === 'getter' && typeof value === 'function') {
      visit(value(), path);
    } else {
      visit(value, path);
    }
  }
  return found;
}

describe('request schemas', () => {
  it('of the player API strip the keys they do not name, nested ones too: none is strict or passes keys through', () => {
    const offenders: string[] = [];
    for (const [name, value] of Object.entries(contract)) {
      if (!(value instanceof z.ZodType) || notPlayerApi.has(value)) continue;
      offenders.push(...unstrippedObjects(value, '').map((at) => `${name}${at}`));
    }
    expect(offenders).toEqual([]);
  });

  it('finds strict and loose objects however deep they sit', () => {
    const deep = z.object({ a: z.array(z.union([z.string(), z.object({ b: z.strictObject({}) })])).optional() });
    expect(unstrippedObjects(deep, '')).toEqual(['.a[1].b']);
    expect(unstrippedObjects(z.looseObject({}).transform(String), '')).toEqual(['(root)']);
    expect(unstrippedObjects(z.discriminatedUnion('k', [z.object({ k: z.literal(1) }).strict()]), '')).toEqual(['[0]']);
  });

  it('drop unknown keys from what they answer, so a use case never sees them', () => {
    const parsed = contract.updateProfileRequestSchema.parse({ nickname: 'Nick', balance: 9, type: 1, vipLevel: 3 });
    expect(parsed).toEqual({ nickname: 'Nick' });
    const offer = contract.contractOfferSchema.parse({
      downline: 'b1',
      terms: { kind: 'dailySalary', tiers: [{ rate: 1, activeMembers: 1, dailyBet: 10, payEveryone: true }] },
      status: 'active',
    });
    expect(offer).toEqual({
      downline: 'b1',
      terms: { kind: 'dailySalary', tiers: [{ rate: 1, activeMembers: 1, dailyBet: 10 }] },
    });
  });
});
