import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { announcementListSchema } from './feeds.ts';
import {
  announcementListFirstViewSchema,
  gameListFirstViewSchema,
  helpCenterFirstViewSchema,
  hotGamesFirstViewSchema,
  systemStatusFirstViewSchema,
  vendorLanesFirstViewSchema,
  winnerBoardFirstViewSchema,
} from './first-view-schemas.ts';
import { gameListSchema, hotGamesSchema, vendorLanesSchema, winnerBoardSchema } from './game-lobby.ts';
import { helpCenterSchema } from './help-center.ts';
import { registerFields } from './register-rules.ts';
import { systemStatusSchema } from './system-status.ts';

// The browser validates the first view's answers with the valibot schemas, the server with the zod ones: every answer
// one accepts the other must accept with the same output, and every answer one rejects the other must reject. Each
// sample is changed at every place it has (a key removed, the value replaced by one of each JSON type, an unknown key
// added), and the two must agree on all of them.

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Values of each JSON type, with the edges of the numeric checks (integers, safe integers, the rules' bounds). */
const replacements: Json[] = [
  null,
  true,
  false,
  0,
  -1,
  1,
  1.5,
  16,
  17,
  2 ** 53,
  'x',
  '1',
  '',
  [],
  {},
  ['x'],
  { a: 'b' },
];

function variants(sample: Json): Json[] {
  const out: Json[] = [];
  const visit = (value: Json, rebuild: (next: Json | undefined) => Json) => {
    for (const r of replacements) out.push(rebuild(r));
    if (Array.isArray(value)) {
      for (const [i, item] of value.entries()) {
        visit(item, (next) => rebuild(next === undefined ? value.filter((_, j) => j !== i) : value.with(i, next)));
      }
    } else if (value !== null && typeof value === 'object') {
      out.push(rebuild({ ...value, unknownKey: 'x' }));
      for (const [key, item] of Object.entries(value)) {
        visit(item, (next) => {
          const copy = { ...value };
          if (next === undefined) delete copy[key];
          else copy[key] = next;
          return rebuild(copy);
        });
      }
    }
    // Removing the value (a key of its object, an item of its array); the root stays.
    out.push(rebuild(undefined as unknown as Json));
  };
  visit(sample, (next) => (next === undefined ? (undefined as unknown as Json) : next));
  return out;
}

const game = {
  nodeId: 7,
  gameType: 'RNG',
  vassalage: 'PG',
  gameCode: 'fortune',
  gameName: 'Fortune',
  nodeName: 'Fortune',
  displayName: 'Fortune',
  vendorName: 'PG Soft',
  iconUrl: 'https://cdn.example/a.png',
  subType: null,
  minBet: 0.5,
  lines: 20,
  hot: true,
  maintenance: false,
};

const rule = { enabled: true, required: false, acceptedPattern: '*', patternId: 1, minLength: 0, maxLength: 16 };

const systemStatus = {
  info: {
    merchant: {
      code: 'LOTUS',
      name: 'Lotus',
      currency: 'CNY',
      currencySymbol: '¥',
      gmtOffsetMinutes: 480,
      languages: ['en', 'zh'],
      logoUrl: null,
      theme: { '--color-primary': '#7b5cff' },
    },
    customerService: [{ csType: 'LIVE', path: 'https://chat.example', labelName: 'Chat' }],
    domainRoute: [{ domain: 'lotus.example', label: 'Main', primary: true }],
    resources: [{ resourceType: 'SOCIAL', url: 'https://x.example', labelName: 'X', iconUrl: 'https://x.example/i' }],
    whitelabel: [
      {
        modId: 'GAMES',
        name: 'Games',
        enabled: '1',
        childrenNodes: [{ modId: 'SLOTS', name: 'Slots', enabled: '0', childrenNodes: [] }],
      },
    ],
    register: {
      ...Object.fromEntries(registerFields.map((field) => [field, { ...rule, enabled: false }])),
      username: rule,
    },
    mainDomain: 'lotus.example',
    analytics: { gtagId: null },
    imageCDNs: ['https://img.example'],
    launchGameCDNs: ['https://play.example'],
  },
  location: { ip: '127.0.0.1', country: 'CN' },
  maintenance: false,
  maintenanceInfo: { endsAt: 1_700_000_000_000, message: null },
  regionRestriction: false,
  regionRestrictionInfo: { message: 'Not here' },
  systemStatus: 0,
};

const announcement = {
  id: 3,
  title: 'News',
  content: '<p>Hi</p>',
  promotionType: null,
  execution: 'B',
  linkageType: 'ROUTE',
  linkTarget: '/promotions',
  publishedAt: 1_700_000_000_000,
};

const announcementList = {
  banners: [{ id: '9', groupName: 'w_home', url: 'https://img.example/b.png', linkageType: 'NONE', title: 'Banner' }],
  player: [announcement],
  popup: [{ ...announcement, id: 'p1' }],
  promotion: [],
};

const vendorLanes = {
  data: {
    lanes: [
      {
        title: 'RNG',
        cards: [
          {
            vassalage: 'PG',
            gameType: 'RNG',
            displayName: 'PG',
            lagerIcon: null,
            isGame: 'VASSALAGE',
            maintenance: false,
            exclusive: true,
            local: false,
            walletMode: 'seamless',
            gameCount: 12,
          },
        ],
        gameClassify: [{ displayName: 'Slots', key: 'SC', gameCount: 3 }],
      },
    ],
  },
};

const winnerBoard = {
  list: [{ customerName: 'ab***9', winAmount: 120.5, gameName: null, vassalage: 'PG', gameType: 'RNG', at: 1 }],
};

const helpCentre = [
  {
    id: 1,
    title: 'Terms',
    content: '<p>Terms</p>',
    anchor: 'term',
    children: [{ id: 2, title: 'Privacy', content: '<p>Privacy</p>', anchor: null, children: [] }],
  },
];

const pairs: [string, z.ZodMiniType, v.GenericSchema, Json][] = [
  ['system status', systemStatusSchema, systemStatusFirstViewSchema, systemStatus],
  ['announcements', announcementListSchema, announcementListFirstViewSchema, announcementList],
  ['game list', gameListSchema, gameListFirstViewSchema, { games: [game], totalPages: 1, total: 1 }],
  ['hot games', hotGamesSchema, hotGamesFirstViewSchema, { list: [game] }],
  ['vendor lanes', vendorLanesSchema, vendorLanesFirstViewSchema, vendorLanes],
  ['winner board', winnerBoardSchema, winnerBoardFirstViewSchema, winnerBoard],
  ['help centre', helpCenterSchema, helpCenterFirstViewSchema, helpCentre],
];

describe('the first view schemas for the browser', () => {
  it.each(pairs)('agree with the zod schema of the %s on every change of a valid answer', (_, zod, light, sample) => {
    const all = variants(sample);
    expect(all.length).toBeGreaterThan(50);
    let accepted = 0;
    for (const answer of [sample, ...all]) {
      const fromZod = zod.safeParse(answer);
      const fromValibot = v.safeParse(light, answer);
      expect({ answer, ok: fromValibot.success }).toEqual({ answer, ok: fromZod.success });
      if (fromZod.success && fromValibot.success) {
        accepted += 1;
        expect(fromValibot.output).toStrictEqual(fromZod.data);
      }
    }
    // Both accept some changes (optional keys removed, unknown keys dropped) and reject others.
    expect(accepted).toBeGreaterThan(1);
    expect(accepted).toBeLessThan(all.length);
  });
});
