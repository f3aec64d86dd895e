import { gameCategories, houseGameCodes, rngSubTypes } from '@lotus/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.ts';
import type { Database } from '../database.ts';
import { games, gameVendors } from '../schema.ts';
import {
  DEMO_DIRECT_LAUNCH_GAME,
  DEMO_MAINTENANCE_GAME,
  DEMO_MAINTENANCE_VENDOR,
  DEMO_TRANSFER_VENDOR,
  HOUSE_VENDOR,
} from './demo-games.ts';

let db: Database;
let vendors: (typeof gameVendors.$inferSelect)[];
let rows: (typeof games.$inferSelect)[];
beforeAll(async () => {
  db = await createTestDatabase();
  vendors = await db.orm.select().from(gameVendors).orderBy(asc(gameVendors.sortOrder));
  rows = await db.orm.select().from(games).orderBy(asc(games.id));
});
afterAll(() => db.close());

const vendorOf = (code: string) => vendors.find((v) => v.code === code);
const vendorsIn = (gameType: string) =>
  vendors.filter((v) => rows.some((g) => g.vendorId === v.id && g.gameType === gameType));

describe('demo game catalogue', () => {
  it('fills every category, with the slot vendors the lobby sections need', () => {
    for (const category of gameCategories) expect(vendorsIn(category).length, category).toBeGreaterThan(0);
    const slots = vendorsIn('RNG').filter((v) => !v.local);
    expect(slots.length).toBeGreaterThanOrEqual(16);
    expect(slots.slice(10, 16).every((v) => v.exclusive)).toBe(true);
    expect(slots.slice(0, 10).some((v) => v.exclusive)).toBe(false);
    expect(vendorsIn('RNG').filter((v) => v.local)).toHaveLength(1);
    expect(vendorsIn('LIVE')).toHaveLength(3);
    expect(vendorsIn('FISH')).toHaveLength(2);
    expect(vendorsIn('PVP')).toHaveLength(2);
    expect(vendorsIn('LOTT').map((v) => v.code)).toEqual(['TCG_LOTTO_VN', 'TCG_SEA']);
    for (const sports of vendorsIn('SPORTS')) {
      expect(rows.filter((g) => g.vendorId === sports.id)).toHaveLength(1);
    }
    for (const vendor of vendorsIn('RNG').filter((v) => v.code !== HOUSE_VENDOR)) {
      const count = rows.filter((g) => g.vendorId === vendor.id && g.gameType === 'RNG').length;
      expect(count, vendor.code).toBeGreaterThanOrEqual(6);
      expect(count, vendor.code).toBeLessThanOrEqual(30);
    }
    const subTypes = new Set(rows.map((g) => g.subType));
    for (const subType of rngSubTypes) expect(subTypes).toContain(subType);
    expect(rows.filter((g) => g.hot).length).toBeGreaterThanOrEqual(12);
  });

  it('has the house vendor and its three games as decided', () => {
    const house = vendorOf(HOUSE_VENDOR);
    expect(house).toMatchObject({
      name: { EN: 'Lotus Originals', CN: '莲花原创' },
      walletMode: 'seamless',
      launchUrl: '/house/{game}?token={token}&lang={lang}',
    });
    const own = rows.filter((g) => g.vendorId === house?.id);
    expect(own.map((g) => [g.gameCode, g.gameType, g.subType])).toEqual([
      ['lotus-slot', 'RNG', null],
      ['lotus-scratch', 'RNG', 'SC'],
      ['lotus-wheel', 'RNG', 'JP'],
    ]);
    expect(own.map((g) => g.gameCode)).toEqual([...houseGameCodes]);
    expect(own[0]?.lines).toBe(20);
  });

  it('gives every vendor its own random secret and its launch URL: the demo vendor page, or a lottery page', () => {
    const secrets = vendors.map((v) => v.secret);
    expect(new Set(secrets).size).toBe(vendors.length);
    expect(secrets.every((s) => /^[0-9a-f]{64}$/.test(s))).toBe(true);
    const lotteryPages: Record<string, string> = {
      TCG_LOTTO_VN: '/vnLottery',
      TCG_SEA: '/seaLottery',
      TCG: '/lottery',
    };
    for (const vendor of vendors.filter((v) => v.code !== HOUSE_VENDOR)) {
      const page = lotteryPages[vendor.code];
      expect(vendor.launchUrl).toBe(
        page
          ? `${page}?gameCode={game}&token={token}&lang={lang}`
          : `/demo-vendor/${vendor.code}/play?token={token}&game={game}&lang={lang}`,
      );
    }
    expect(rows.every((g) => g.icon.startsWith('game-art/games/'))).toBe(true);
  });

  it('has the fixtures tests rely on', async () => {
    expect(vendorOf(DEMO_MAINTENANCE_VENDOR)?.maintenance).toBe(true);
    expect(vendorOf(DEMO_TRANSFER_VENDOR)?.walletMode).toBe('transfer');
    expect(vendorsIn('LIVE').map((v) => v.code)).toContain(DEMO_TRANSFER_VENDOR);
    const [maintained] = await db.orm.select().from(games).where(eq(games.gameCode, DEMO_MAINTENANCE_GAME.gameCode));
    expect(maintained?.maintenance).toBe(true);
    expect(vendors.find((v) => v.id === maintained?.vendorId)).toMatchObject({
      code: DEMO_MAINTENANCE_GAME.vendor,
      maintenance: false,
    });
    const direct = rows.find((g) => g.gameCode === DEMO_DIRECT_LAUNCH_GAME.gameCode);
    expect(vendors.find((v) => v.id === direct?.vendorId)?.code).toBe(DEMO_DIRECT_LAUNCH_GAME.vendor);
    expect(rows.filter((g) => g.maintenance)).toHaveLength(1);
  });
});
