import * as v from 'valibot';
import type { AnnouncementList } from './feeds.ts';
import type { GameList, HotGames } from './game-lobby.ts';
import type { HelpEntry } from './help-center.ts';
import type { WhitelabelNode } from './modules.ts';
import { registerFields } from './register-fields.ts';
import type { RegisterRules } from './register-rules.ts';
import type { SystemStatusValue } from './system-status.ts';

// The answers of the home page's first view (the boot payload, the feeds, the lobby, the help entries the footer
// links), for the browser: the same schemas as the zod ones of system-status.ts, feeds.ts, game-lobby.ts and
// help-center.ts, written with valibot, whose validation
// code for all of them is a few KB where zod's core alone is about 15 KB gzipped. The server keeps the zod schemas;
// first-view-schemas.test.ts holds the two to the same answers (accepted, rejected, defaults filled, unknown keys
// dropped), so a change to one that the other misses fails there.

/**
 * An object that is not an array, as zod's objects and records take it: valibot's own check lets an array through,
 * which an object of optional keys or a record would then accept.
 */
const notArray = <S extends v.GenericSchema<Record<string, unknown>>>(schema: S) =>
  v.pipe(
    v.custom<Record<string, unknown>>((value) => typeof value === 'object' && value !== null && !Array.isArray(value)),
    schema,
  );

/** `z.int()`: a safe integer. */
const int = v.pipe(v.number(), v.safeInteger());
const nullableString = v.nullable(v.string());

const whitelabelNode: v.GenericSchema<WhitelabelNode> = v.lazy(() =>
  v.object({
    modId: v.string(),
    name: v.string(),
    enabled: v.picklist(['1', '0']),
    childrenNodes: v.array(whitelabelNode),
  }),
);

const registerRule = v.object({
  enabled: v.boolean(),
  required: v.boolean(),
  acceptedPattern: v.string(),
  patternId: v.pipe(int, v.minValue(1), v.maxValue(16)),
  minLength: v.pipe(int, v.minValue(0)),
  maxLength: v.pipe(int, v.minValue(0)),
});

/** zod's record with an enum of keys is exhaustive: every registration field has its rule. */
const registerRules = v.pipe(
  notArray(v.record(v.picklist(registerFields), registerRule)),
  v.check((rules) => registerFields.every((field) => field in rules)),
) as v.GenericSchema<unknown, RegisterRules>;

const resourceTypes = ['APP_IOS', 'APP_ANDROID', 'APP_IOS_LITE', 'OFFICIAL_CHANNEL', 'SOCIAL', 'LOGO'] as const;

export const systemStatusFirstViewSchema: v.GenericSchema<unknown, SystemStatusValue> = v.object({
  info: v.object({
    merchant: v.object({
      code: v.string(),
      name: v.string(),
      currency: v.string(),
      currencySymbol: v.string(),
      gmtOffsetMinutes: int,
      languages: v.array(v.string()),
      logoUrl: nullableString,
      theme: notArray(v.record(v.string(), v.string())),
    }),
    customerService: v.array(v.object({ csType: v.string(), path: v.string(), labelName: v.string() })),
    domainRoute: v.array(v.object({ domain: v.string(), label: v.string(), primary: v.boolean() })),
    resources: v.array(
      v.object({
        resourceType: v.picklist(resourceTypes),
        url: v.string(),
        labelName: v.string(),
        iconUrl: v.optional(v.string()),
      }),
    ),
    whitelabel: v.array(whitelabelNode),
    register: registerRules,
    mainDomain: v.string(),
    analytics: v.object({ gtagId: nullableString }),
    imageCDNs: v.array(v.string()),
    launchGameCDNs: v.array(v.string()),
  }),
  location: v.object({ ip: v.string(), country: nullableString }),
  maintenance: v.boolean(),
  maintenanceInfo: v.object({ endsAt: v.nullable(int), message: nullableString }),
  regionRestriction: v.boolean(),
  regionRestrictionInfo: v.optional(v.object({ message: nullableString })),
  systemStatus: v.picklist([0, 1, 2]),
});

const feedId = v.union([int, v.string()]);

const announcement = v.object({
  id: feedId,
  title: v.string(),
  content: v.string(),
  promotionType: v.optional(nullableString),
  execution: v.optional(v.string()),
  linkageType: v.optional(v.string()),
  linkTarget: v.optional(nullableString),
  publishedAt: v.optional(int),
});

export const announcementListFirstViewSchema: v.GenericSchema<unknown, AnnouncementList> = notArray(
  v.object({
    banners: v.optional(
      v.array(
        v.object({
          id: feedId,
          groupName: v.string(),
          url: v.string(),
          linkageType: v.string(),
          linkTarget: v.optional(nullableString),
          title: v.string(),
        }),
      ),
      () => [],
    ),
    player: v.optional(v.array(announcement), () => []),
    popup: v.optional(v.array(announcement), () => []),
    promotion: v.optional(v.array(announcement), () => []),
  }),
);

const gameItem = v.object({
  nodeId: int,
  gameType: v.string(),
  vassalage: v.string(),
  gameCode: v.string(),
  gameName: v.string(),
  nodeName: v.string(),
  displayName: v.string(),
  vendorName: v.string(),
  iconUrl: v.string(),
  subType: nullableString,
  minBet: v.number(),
  lines: v.nullable(int),
  hot: v.boolean(),
  maintenance: v.boolean(),
});

export const gameListFirstViewSchema: v.GenericSchema<unknown, GameList> = v.object({
  games: v.array(gameItem),
  totalPages: int,
  total: int,
});

export const hotGamesFirstViewSchema: v.GenericSchema<unknown, HotGames> = v.object({ list: v.array(gameItem) });

const vendorLane = v.object({
  title: v.string(),
  cards: v.array(
    v.object({
      vassalage: v.string(),
      gameType: v.string(),
      displayName: v.string(),
      lagerIcon: v.optional(nullableString),
      isGame: v.optional(v.union([v.boolean(), v.string(), v.number()])),
      maintenance: v.optional(v.boolean()),
      exclusive: v.optional(v.boolean()),
      local: v.optional(v.boolean()),
      walletMode: v.optional(v.picklist(['seamless', 'transfer'])),
      gameCount: v.optional(int),
    }),
  ),
  gameClassify: v.optional(v.array(v.object({ displayName: v.string(), key: v.string(), gameCount: int })), () => []),
});

export const vendorLanesFirstViewSchema = v.object({ data: v.object({ lanes: v.array(vendorLane) }) });

export const winnerBoardFirstViewSchema = v.object({
  list: v.array(
    v.object({
      customerName: v.string(),
      winAmount: v.number(),
      gameName: v.optional(nullableString),
      vassalage: v.optional(v.string()),
      gameType: v.optional(v.string()),
      at: v.optional(int),
    }),
  ),
});

const helpEntry: v.GenericSchema<HelpEntry> = v.lazy(() =>
  v.object({
    id: int,
    title: v.string(),
    content: v.string(),
    anchor: nullableString,
    children: v.array(helpEntry),
  }),
);

export const helpCenterFirstViewSchema = v.array(helpEntry);
