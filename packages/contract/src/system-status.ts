import { z } from 'zod/mini';
import type { WhitelabelNode } from './modules.ts';
import { registerRulesSchema } from './register-rules.ts';

// The boot payload (`GET /wps/system/status`) every visitor's first screen waits for. Its schemas, like the other
// answers of the home page's first view (feeds.ts, game-lobby.ts), use zod's tree-shakable `zod/mini` API: the browser
// validates them with about a third of the code classic zod needs. The server validates them the same way.

const whitelabelNodeSchema: z.ZodMiniType<WhitelabelNode> = z.lazy(() =>
  z.object({
    modId: z.string(),
    name: z.string(),
    enabled: z.enum(['1', '0']),
    childrenNodes: z.array(whitelabelNodeSchema),
  }),
);
export const whitelabelTreeSchema = z.array(whitelabelNodeSchema);

/**
 * Customer-service entry (spec §7: "links are decrypted with the last 8 characters as key"). `path` is either a
 * plain https URL or an encrypted link:
 *
 *   path = base64( DES-ECB/PKCS7( utf8(url), key ) ) + key      where key = 8 ASCII characters
 *
 * Single DES, ECB mode, PKCS#7 padding, standard base64 with padding; the key bytes are the ASCII codes of the
 * 8 characters. Decrypt: key = path.slice(-8), ciphertext = path.slice(0, -8). In crypto-js:
 * `CryptoJS.DES.decrypt(ciphertext, CryptoJS.enc.Utf8.parse(key), { mode: ECB, padding: Pkcs7 })`. Node's OpenSSL 3
 * has no single DES, so the server uses `des-ede-ecb` with the key repeated twice (16 bytes), which is the same cipher.
 * This is obfuscation of a public link, not secrecy.
 */
export const customerServiceSchema = z.object({ csType: z.string(), path: z.string(), labelName: z.string() });
export type CustomerService = z.infer<typeof customerServiceSchema>;

/** A fixed encrypted customer-service link that server and client tests both decode. */
export const customerServiceLinkVector = {
  url: 'https://chat.lotus.example/livechat?merchant=LOTUS&channel=web',
  key: 'Lk7Pq2Wx',
  path: 'BctvTYfUh6slTOPvDUkOhjKB8kiFJanmTksEu3iZ+7LfSiMUu5KsNWDc8oM9P+0WzKYAG1dg/l1icgBW+Cmt9g==Lk7Pq2Wx',
} as const;

/** Kinds of boot resources: app downloads, official channels and social links of the side menu and footer. */
export const resourceTypes = ['APP_IOS', 'APP_ANDROID', 'APP_IOS_LITE', 'OFFICIAL_CHANNEL', 'SOCIAL', 'LOGO'] as const;
export const resourceSchema = z.object({
  resourceType: z.enum(resourceTypes),
  url: z.string(),
  labelName: z.string(),
  iconUrl: z.optional(z.string()),
});
export type Resource = z.infer<typeof resourceSchema>;

export const domainRouteSchema = z.object({ domain: z.string(), label: z.string(), primary: z.boolean() });
export const domainRouteListSchema = z.array(domainRouteSchema);

export const merchantInfoSchema = z.object({
  code: z.string(),
  name: z.string(),
  currency: z.string(),
  currencySymbol: z.string(),
  gmtOffsetMinutes: z.int(),
  languages: z.array(z.string()),
  logoUrl: z.nullable(z.string()),
  /** Brand overrides of the design tokens, e.g. `{ "--color-primary": "#7b5cff" }`. */
  theme: z.record(z.string(), z.string()),
});

export const maintenanceInfoSchema = z.object({
  endsAt: z.nullable(z.int()),
  message: z.nullable(z.string()),
});

export const systemStatusSchema = z.object({
  info: z.object({
    merchant: merchantInfoSchema,
    customerService: z.array(customerServiceSchema),
    domainRoute: z.array(domainRouteSchema),
    resources: z.array(resourceSchema),
    whitelabel: whitelabelTreeSchema,
    register: registerRulesSchema,
    mainDomain: z.string(),
    analytics: z.object({ gtagId: z.nullable(z.string()) }),
    /** Hosts of pictures (catalogue art, uploads): the brand's image CDNs, or the site's base URL; never empty. */
    imageCDNs: z.array(z.string()),
    /** Hosts game clients are launched from: the brand's launch CDNs, or the site's base URL; never empty. */
    launchGameCDNs: z.array(z.string()),
  }),
  location: z.object({ ip: z.string(), country: z.nullable(z.string()) }),
  maintenance: z.boolean(),
  maintenanceInfo: maintenanceInfoSchema,
  regionRestriction: z.boolean(),
  /** The merchant's message for blocked visitors, in the request language (null: show the standard text). */
  regionRestrictionInfo: z.optional(z.object({ message: z.nullable(z.string()) })),
  /** 0 normal, 1 maintenance, 2 region blocked: `maintenance ? 1 : regionRestriction ? 2 : 0`. */
  systemStatus: z.union([z.literal(0), z.literal(1), z.literal(2)]),
});
export type SystemStatusValue = z.infer<typeof systemStatusSchema>;
