import { z } from 'zod';
import type { OperatorRole } from './console.ts';
import { displayNameSchema } from './display-name.ts';
import { resourceTypes } from './system-status.ts';

/**
 * The brand's site in the operator console (`/api/console/site…`), for admins only: brand name, logo, analytics id,
 * CDNs, the domains the site is served on with their public base URLs, the customer-service entries, and the
 * resources (app downloads, official channels, social links). The player site reads all of it from the boot payload
 * (`GET /wps/system/status`), which follows every change at once. Every change is audited.
 */
export const SITE_ADMIN_ROLES: OperatorRole[] = ['admin'];

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A host name or IPv4 address as the `Host` header names it, without port. */
export const DOMAIN_PATTERN =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

const DEFAULT_PORTS: Record<string, string> = { http: '80', https: '443' };

/**
 * An origin as an operator writes it (scheme, host, perhaps a port; nothing else), normalised as browsers do
 * (`HTTPS://Cdn.X.Example:443/` is `https://cdn.x.example`); null when it is anything else, or plain http to a host
 * that is not this machine. Read without `URL`, so the contract needs no DOM or Node types.
 */
export function siteOrigin(raw: string): string | null {
  const match = /^(https?):\/\/([^\s/:?#@\\[\]]+|\[[0-9a-f:.]+\])(?::(\d{1,5}))?\/?$/i.exec(raw.trim());
  if (!match) return null;
  const scheme = (match[1] ?? '').toLowerCase();
  const host = (match[2] ?? '').toLowerCase();
  const port = match[3];
  if (!host.startsWith('[') && !DOMAIN_PATTERN.test(host)) return null;
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65_535)) return null;
  if (scheme === 'http' && !LOOPBACK_HOSTS.has(host)) return null;
  const shownPort = port === undefined || String(Number(port)) === DEFAULT_PORTS[scheme] ? '' : `:${Number(port)}`;
  return `${scheme}://${host}${shownPort}`;
}

const originSchema = (message: string) =>
  z
    .string()
    .max(200)
    .transform((raw, ctx) => {
      const origin = siteOrigin(raw);
      if (origin === null) ctx.addIssue({ code: 'custom', message });
      return origin ?? '';
    });

/** A CDN or base URL: https, or http to this machine only (a local install). */
const ORIGIN_MESSAGE = 'An https origin such as https://cdn.brand.example (no path); http only for localhost';
export const siteOriginSchema = originSchema(ORIGIN_MESSAGE);

const cdnListSchema = z
  .array(siteOriginSchema)
  .max(10)
  .refine((list) => new Set(list).size === list.length, { message: 'Each origin once' });

/** Google tag ids: `G-…` (GA4), `GT-…`, `AW-…` (Ads), `DC-…`, or the old `UA-123456-1`. */
export const GTAG_PATTERN = /^(?:(?:G|GT|AW|DC)-[A-Z0-9]{4,20}|UA-\d{4,12}-\d{1,4})$/;
const gtagSchema = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(z.string().regex(GTAG_PATTERN, 'A Google tag id such as G-XXXXXXXXXX'));

/** An https address of a page elsewhere (a chat, a download, a channel). */
export const HTTPS_URL_PATTERN = /^https:\/\/[^\s/?#@\\]+(?:[/?#]\S*)?$/i;
const httpsUrlSchema = z.string().trim().max(500).regex(HTTPS_URL_PATTERN, 'An https:// address');

/** A picture: an upload (`media/<id>`), an https address, or a file of the site (`/media/…`). */
export const IMAGE_REF_PATTERN = /^(?:media\/[0-9a-f-]{1,64}|https:\/\/[^\s/?#@\\]+(?:[/?#]\S*)?|\/[^\s/]\S*)$/i;
const imageRefSchema = z
  .string()
  .trim()
  .max(500)
  .regex(IMAGE_REF_PATTERN, 'An uploaded picture or an https:// address');

const localizedSchema = (max: number) =>
  z.strictObject({ EN: z.string().trim().min(1).max(max), CN: z.string().trim().min(1).max(max) });

// --- Brand --------------------------------------------------------------------------------------------------------

/** PUT site/brand: the whole brand block at once (an empty analytics id is none). */
export const updateSiteBrandSchema = z.strictObject({
  name: displayNameSchema(1, 60),
  logoUrl: imageRefSchema.nullable(),
  gtagId: z.union([z.literal('').transform(() => null), gtagSchema]).nullable(),
  imageCdns: cdnListSchema,
  launchGameCdns: cdnListSchema,
});
export type UpdateSiteBrand = z.input<typeof updateSiteBrandSchema>;

// --- Domains ------------------------------------------------------------------------------------------------------

const domainSchema = z
  .string()
  .trim()
  .transform((v) => v.toLowerCase().replace(/\.$/, ''))
  .pipe(z.string().regex(DOMAIN_PATTERN, 'A host name such as www.brand.example (no scheme, path or port)'));

/** Null or empty: `https://<domain>` (or `http://<domain>:<port>` for a loopback domain). */
const baseUrlSchema = z.union([z.literal('').transform(() => null), siteOriginSchema]).nullable();

const domainFields = {
  label: displayNameSchema(1, 40),
  /** The primary domain is the one links go to when a request names none of the brand's domains. */
  primary: z.boolean(),
  baseUrl: baseUrlSchema,
};

export const createSiteDomainSchema = z.strictObject({ domain: domainSchema, ...domainFields });
export type CreateSiteDomain = z.input<typeof createSiteDomainSchema>;

/** PUT site/domains/:id: the host name itself never changes (remove it and add another). */
export const updateSiteDomainSchema = z.strictObject(domainFields);
export type UpdateSiteDomain = z.input<typeof updateSiteDomainSchema>;

// --- Customer service ---------------------------------------------------------------------------------------------

/** Types players' pages ask for by name (`LIVECHAT`, `TELEGRAM`, …); any upper-case code is allowed. */
export const customerServiceTypeSuggestions = ['LIVECHAT', 'TELEGRAM', 'WHATSAPP', 'LINE', 'SKYPE', 'EMAIL'] as const;

const csTypeSchema = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(z.string().regex(/^[A-Z][A-Z0-9_]{1,31}$/, 'Upper-case letters, digits or _, such as LIVECHAT'));

/**
 * A customer-service entry as an operator writes it: the chat's https address and, when `obfuscated`, stored as the
 * encrypted link players' pages decode (see `customerServiceSchema`); it hides the address from scrapers only.
 */
export const siteServiceEntrySchema = z.strictObject({
  csType: csTypeSchema,
  url: httpsUrlSchema,
  obfuscated: z.boolean().default(false),
  label: localizedSchema(40),
});
export type SiteServiceEntryInput = z.input<typeof siteServiceEntrySchema>;

// --- Resources ----------------------------------------------------------------------------------------------------

/** An https address, or a path of the site itself (the lite app is the site installed: `/`). */
const resourceUrlSchema = z
  .string()
  .trim()
  .max(500)
  .regex(/^(?:https:\/\/[^\s/?#@\\]+(?:[/?#]\S*)?|\/\S*)$/i, 'An https:// address or a path of the site such as /');

export const siteResourceSchema = z.strictObject({
  resourceType: z.enum(resourceTypes),
  url: resourceUrlSchema,
  label: localizedSchema(40),
  iconUrl: imageRefSchema.nullable(),
});
export type SiteResourceInput = z.input<typeof siteResourceSchema>;

// --- Shared -------------------------------------------------------------------------------------------------------

export const siteItemParamsSchema = z.strictObject({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** PUT site/customer-service/order and site/resources/order: every entry of the list exactly once, first first. */
export const reorderSiteItemsSchema = z.strictObject({
  ids: z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(200),
});
export type ReorderSiteItems = z.input<typeof reorderSiteItemsSchema>;

const localizedOut = z.object({ EN: z.string(), CN: z.string() });

export const consoleSiteSchema = z.object({
  brand: z.object({
    code: z.string(),
    name: z.string(),
    logoUrl: z.string().nullable(),
    gtagId: z.string().nullable(),
    imageCdns: z.array(z.string()),
    launchGameCdns: z.array(z.string()),
    /** The primary domain's host name. */
    mainDomain: z.string(),
  }),
  domains: z.array(
    z.object({
      id: z.number().int(),
      domain: z.string(),
      label: z.string(),
      primary: z.boolean(),
      /** What the operator stored; null: the default below. */
      baseUrl: z.string().nullable(),
      /** The origin links to this domain start with; null: this server, on the port it listens on (loopback). */
      effectiveBaseUrl: z.string().nullable(),
    }),
  ),
  customerService: z.array(
    z.object({
      id: z.number().int(),
      csType: z.string(),
      /** The address players reach (decoded when stored obfuscated); empty when a stored link does not decode. */
      url: z.string(),
      obfuscated: z.boolean(),
      label: localizedOut,
      sort: z.number().int(),
    }),
  ),
  resources: z.array(
    z.object({
      id: z.number().int(),
      resourceType: z.enum(resourceTypes),
      url: z.string(),
      label: localizedOut,
      iconUrl: z.string().nullable(),
      sort: z.number().int(),
    }),
  ),
});
export type ConsoleSite = z.infer<typeof consoleSiteSchema>;
export type ConsoleSiteDomain = ConsoleSite['domains'][number];
export type ConsoleSiteServiceEntry = ConsoleSite['customerService'][number];
export type ConsoleSiteResource = ConsoleSite['resources'][number];
