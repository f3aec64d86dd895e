import { z } from 'zod';
import type { OperatorRole } from './console.ts';
import { gameCategories } from './constants.ts';
import { positiveAmountSchema } from './deposit.ts';
import { pageQuerySchema, pageSchema } from './envelope.ts';

/**
 * The game catalogue in the operator console (`/api/console/catalogue/…`): vendors and their games, as players see
 * them from the next request (the player endpoints read the same tables). Admin and content (the merchant's
 * operations people) switch vendors and games on and off, put them under maintenance, flag hot games, order them,
 * rename them and replace their icons; only admin rotates a vendor's signing secret, which is shown once and never
 * again (the console otherwise shows a fingerprint). Every change is audited.
 */
export const CATALOGUE_ADMIN_ROLES: OperatorRole[] = ['admin', 'content'];
/**
 * Who sets a vendor's signing secret: rotating it, or adding a vendor with one. The secret signs the wallet calls
 * that move members' money, so it is admin's alone.
 */
export const VENDOR_SECRET_ROLES: OperatorRole[] = ['admin'];

/** RNG sub-types a game may have (the same keys as the lobby's `rngSubTypes`). */
export const catalogueSubTypes = ['SC', 'VP', 'JP', 'TG', 'AC', 'BG'] as const;

/** Catalogue icons: png, jpg or webp, checked by their bytes, at most 1 MB. */
export const CATALOGUE_ICON_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const CATALOGUE_ICON_MAX_BYTES = 1024 * 1024;
/** The multipart field of an icon upload. */
export const CATALOGUE_ICON_FIELD = 'icon';
/** Uploaded icons are served at `/media/<upload id>`; an icon field holding `media/<id>` points there. */
export const MEDIA_PREFIX = '/media';

const localizedNameSchema = z.strictObject({
  EN: z.string().trim().min(1).max(60),
  CN: z.string().trim().min(1).max(60),
});
const localizedName = z.object({ EN: z.string(), CN: z.string() });
const sortOrderSchema = z.number().int().min(0).max(1_000_000);

/** How a vendor holds players' money (docs/game-vendors.md): in the Lotus wallet, or in its own per player. */
export const vendorWalletModes = ['seamless', 'transfer'] as const;

/** A vendor's code as stored: `vassalage` in the player API and the path segment of its wallet calls. */
export const VENDOR_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{0,31}$/;
const vendorCodeSchema = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(z.string().regex(VENDOR_CODE_PATTERN, 'Letters, digits, - or _, such as PG (at most 32)'));

/**
 * The vendor's game client: an https address or a path of this site, with `{token}` (the launch token the vendor
 * trades for the player); `{game}`, `{lang}` and `{vendor}` are filled in too.
 */
const launchUrlSchema = z
  .string()
  .trim()
  .max(500)
  .regex(/^(?:https:\/\/[^\s/?#@\\]+(?:[/?#]\S*)?|\/(?![/\\])\S*)$/i, 'An https:// address or a path of the site')
  .refine((v) => v.includes('{token}'), { message: 'Put {token} where the vendor receives the launch token' });

/** The HMAC key both sides sign the wallet calls with; written, never answered (the console shows a fingerprint). */
export const vendorSecretMin = 16;
const secretInputSchema = z
  .string()
  .min(vendorSecretMin, `At least ${vendorSecretMin} characters`)
  .max(200)
  .regex(/^\S+$/, 'No spaces');

/**
 * POST catalogue/vendors: a new vendor, after the others unless `sortOrder` says otherwise. It has no games until
 * they are added; the code is the merchant's own once (`console.vendor.code.taken`) and never changes.
 */
export const createVendorSchema = z.strictObject({
  code: vendorCodeSchema,
  name: localizedNameSchema,
  walletMode: z.enum(vendorWalletModes),
  launchUrl: launchUrlSchema,
  secret: secretInputSchema,
  enabled: z.boolean(),
  sortOrder: sortOrderSchema,
});
export type CreateVendor = z.input<typeof createVendorSchema>;

export const catalogueIdParamsSchema = z.strictObject({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const catalogueGameParamsSchema = z.strictObject({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

/** A vendor in the console: its switches, its categories with game counts, and its secret only as a fingerprint. */
export const consoleVendorSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: localizedName,
  walletMode: z.enum(vendorWalletModes),
  currency: z.string(),
  launchUrl: z.string(),
  enabled: z.boolean(),
  maintenance: z.boolean(),
  exclusive: z.boolean(),
  local: z.boolean(),
  sortOrder: z.number().int(),
  /** An uploaded icon (`media/<id>`), or null for the generated artwork. */
  icon: z.string().nullable(),
  /** The first 12 hex digits of the secret's SHA-256: enough to compare with the vendor's copy, useless to forge. */
  secretFingerprint: z.string(),
  /** The categories the vendor has games in, in the lobby's order, with how many (enabled or not) and how many on. */
  categories: z.array(z.object({ gameType: z.string(), games: z.number().int(), enabledGames: z.number().int() })),
  games: z.number().int(),
  updatedAt: z.number().int(),
});
export type ConsoleVendor = z.infer<typeof consoleVendorSchema>;
/** Every vendor of the merchant, in the players' order (`sortOrder`, then id). */
export const consoleVendorListSchema = z.object({ list: z.array(consoleVendorSchema) });

/** PUT catalogue/vendors/:id: any of these; what is left out stays. */
export const updateVendorSchema = z
  .strictObject({
    name: localizedNameSchema.optional(),
    enabled: z.boolean().optional(),
    maintenance: z.boolean().optional(),
    exclusive: z.boolean().optional(),
    local: z.boolean().optional(),
    sortOrder: sortOrderSchema.optional(),
  })
  .refine((v) => Object.keys(v).length > 0, { message: 'Change at least one field', path: ['name'] });
export type UpdateVendor = z.input<typeof updateVendorSchema>;

/**
 * POST catalogue/vendors/:id/move: one place up or down, or to the top or bottom. With `gameType`, the neighbours are
 * the vendors with games in that category (the order a category's lane shows); the vendor moves past that neighbour
 * in the one order all lanes share. Every vendor's `sortOrder` is renumbered 0, 1, 2 … afterwards.
 */
export const moveVendorSchema = z.strictObject({
  direction: z.enum(['up', 'down', 'top', 'bottom']),
  gameType: z.enum(gameCategories).optional(),
});
export type MoveVendor = z.input<typeof moveVendorSchema>;

/** The new secret, shown once to the admin who rotated it. */
export const vendorSecretSchema = z.object({ secret: z.string(), secretFingerprint: z.string() });

const booleanQuery = z.enum(['true', 'false']).transform((v) => v === 'true');

/** GET catalogue/vendors/:id/games: `q` matches the code or either name (any part, case-insensitive). */
export const consoleGameSearchSchema = pageQuerySchema
  .extend({
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
    q: z.string().trim().max(64).optional(),
    gameType: z.enum(gameCategories).optional(),
    subType: z.enum(catalogueSubTypes).optional(),
    hot: booleanQuery.optional(),
    maintenance: booleanQuery.optional(),
    enabled: booleanQuery.optional(),
  })
  .strict();
export type ConsoleGameSearch = z.input<typeof consoleGameSearchSchema>;

export const consoleGameSchema = z.object({
  id: z.number().int(),
  vendorId: z.number().int(),
  vendorCode: z.string(),
  gameCode: z.string(),
  gameType: z.string(),
  subType: z.string().nullable(),
  name: localizedName,
  /** A path below the image host: generated artwork (`game-art/…`) or an upload (`media/<id>`). */
  icon: z.string(),
  /** Whether `icon` is an upload (resetting it brings back the generated artwork). */
  customIcon: z.boolean(),
  minBet: z.number(),
  lines: z.number().int().nullable(),
  hot: z.boolean(),
  enabled: z.boolean(),
  maintenance: z.boolean(),
  sortOrder: z.number().int(),
  updatedAt: z.number().int(),
});
export type ConsoleGame = z.infer<typeof consoleGameSchema>;
export const consoleGamePageSchema = pageSchema(consoleGameSchema);
export type ConsoleGamePage = z.infer<typeof consoleGamePageSchema>;

/**
 * PUT catalogue/games/:id: any of these; what is left out stays. `subType` only for RNG games (null clears it),
 * `lines` only for RNG games (null clears it), `minBet` a wire amount above 0.
 */
export const updateGameSchema = z
  .strictObject({
    name: localizedNameSchema.optional(),
    enabled: z.boolean().optional(),
    maintenance: z.boolean().optional(),
    hot: z.boolean().optional(),
    sortOrder: sortOrderSchema.optional(),
    subType: z.enum(catalogueSubTypes).nullable().optional(),
    minBet: positiveAmountSchema.refine((minor) => minor <= 100_000_000, { message: 'At most 1000000' }).optional(),
    lines: z.number().int().min(1).max(1024).nullable().optional(),
  })
  .refine((v) => Object.keys(v).length > 0, { message: 'Change at least one field', path: ['name'] });
export type UpdateGame = z.input<typeof updateGameSchema>;
