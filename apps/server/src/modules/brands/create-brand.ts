import {
  defaultAuthSettings,
  defaultEarningsSettings,
  type EarningsSettings,
  earningsFundingModes,
  earningsShortfallModes,
  isDisplayName,
  toMinorUnits,
} from '@lotus/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { MIGRATION_LOCK_KEY } from '../../db/locks.ts';
import { recordAudit } from '../../platform/audit.ts';
import { isLoopbackDomain, parseBaseUrl } from '../../platform/merchant/base-url.ts';
import { merchantDirectory } from '../../platform/merchant/merchant-directory.ts';
import { defaultRegisterRules } from './brand-defaults.ts';
import { BrandRefusal, cliAuditSource } from './brand-refusal.ts';
import { findDomainOwners, insertBrand, insertBrandDomains, listBrandSummaries } from './queries.ts';

export interface CreateBrandInput {
  code: string;
  name: string;
  currency: string;
  /** Default: the currency's narrow symbol (¥ for CNY). */
  symbol?: string | undefined;
  /** `+08:00`, `-05:00`, `Z`. */
  gmtOffset: string;
  /** `host=https://origin`, or a bare loopback host; the first is the primary domain. */
  domains: string[];
  /** Agent earnings: `platform` or `upline` (default platform). */
  earningsFunding?: string | undefined;
  /** `insufficient` or `partial` (default insufficient). */
  earningsShortfall?: string | undefined;
  /** An amount in major units, or `none` (the default): payouts above it wait for an operator. */
  earningsApprovalAbove?: string | undefined;
}

export interface BrandSpec {
  code: string;
  name: string;
  currency: string;
  currencySymbol: string;
  gmtOffsetMinutes: number;
  domains: { domain: string; baseUrl: string | null }[];
  /** The earnings settings the options named; the others keep their defaults at creation. */
  earnings: Partial<EarningsSettings>;
}

const CODE = /^[A-Z][A-Z0-9_]{1,31}$/;
const HOST = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

function currencySymbol(currency: string) {
  try {
    const parts = new Intl.NumberFormat('en', { style: 'currency', currency, currencyDisplay: 'narrowSymbol' });
    return parts.formatToParts(0).find((p) => p.type === 'currency')?.value ?? currency;
  } catch {
    return currency;
  }
}

function parseOffset(raw: string) {
  const text = raw.trim();
  if (text === 'Z' || text === '+00:00' || text === '-00:00') return 0;
  const match = /^([+-])(\d{2}):(\d{2})$/.exec(text);
  const minutes = match ? (Number(match[2]) * 60 + Number(match[3])) * (match[1] === '-' ? -1 : 1) : Number.NaN;
  if (!match || Number(match[3]) >= 60 || minutes < -12 * 60 || minutes > 14 * 60) {
    throw new BrandRefusal(`--gmt-offset must look like +08:00 or -05:00 (between -12:00 and +14:00), not "${raw}"`);
  }
  return minutes;
}

/** `host=https://origin` (or a bare loopback host), checked and normalised. */
export function parseDomain(raw: string) {
  const [hostPart = '', ...rest] = raw.split('=');
  const domain = hostPart.trim().toLowerCase();
  if (!HOST.test(domain) && !isLoopbackDomain(domain)) {
    throw new BrandRefusal(`--domain "${raw}": "${hostPart}" is not a host name (www.brand.example)`);
  }
  if (rest.length === 0) {
    if (!isLoopbackDomain(domain)) {
      throw new BrandRefusal(
        `--domain "${raw}": a public domain needs its base URL, the origin players reach it on: ` +
          `--domain ${domain}=https://${domain}`,
      );
    }
    return { domain, baseUrl: null };
  }
  const baseUrl = parseBaseUrl(rest.join('='));
  if (!baseUrl) {
    throw new BrandRefusal(`--domain "${raw}": the base URL must be an origin such as https://${domain} (no path)`);
  }
  return { domain, baseUrl };
}

function oneOf<T extends string>(option: string, raw: string, allowed: readonly T[]): T {
  const value = raw.trim().toLowerCase();
  if (!(allowed as readonly string[]).includes(value)) {
    throw new BrandRefusal(`--${option} must be ${allowed.join(' or ')}, not "${raw}"`);
  }
  return value as T;
}

function approvalAbove(raw: string) {
  const text = raw.trim();
  if (text.toLowerCase() === 'none') return null;
  const minor = /^\d{1,10}(\.\d{1,2})?$/.test(text) ? toMinorUnits(text) : null;
  if (minor === null || minor > 1_000_000_000 * 100) {
    throw new BrandRefusal(
      `--earnings-approval-above must be an amount such as 5000 or 5000.50 (at most 1000000000), or none; not "${raw}"`,
    );
  }
  return minor / 100;
}

/** The earnings options given, checked; those not given are left out. */
function earningsSpec(input: CreateBrandInput): Partial<EarningsSettings> {
  return {
    ...(input.earningsFunding !== undefined && {
      funding: oneOf('earnings-funding', input.earningsFunding, earningsFundingModes),
    }),
    ...(input.earningsShortfall !== undefined && {
      shortfall: oneOf('earnings-shortfall', input.earningsShortfall, earningsShortfallModes),
    }),
    ...(input.earningsApprovalAbove !== undefined && { approvalAbove: approvalAbove(input.earningsApprovalAbove) }),
  };
}

/** Checks and normalises the command's input; refuses with a message naming the option at fault. */
export function brandSpec(input: CreateBrandInput): BrandSpec {
  const code = input.code.trim().toUpperCase();
  if (!CODE.test(code)) {
    throw new BrandRefusal(
      `--code must be 2–32 letters, digits or _ starting with a letter (e.g. ACME), not "${input.code}"`,
    );
  }
  const name = input.name.trim();
  if (name.length < 1 || name.length > 64) throw new BrandRefusal('--name must be 1–64 characters');
  // Shown on every page and in every mail: printable characters only, as the console's Site page requires.
  if (!isDisplayName(name)) throw new BrandRefusal('--name must be printable: no control characters and no < or >');
  const currency = input.currency.trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(currency)) {
    throw new BrandRefusal(`--currency must be an ISO 4217 code such as CNY, not "${input.currency}"`);
  }
  const symbol = input.symbol?.trim() || currencySymbol(currency);
  if (symbol.length > 8) throw new BrandRefusal('--symbol must be at most 8 characters');
  if (!isDisplayName(symbol)) throw new BrandRefusal('--symbol must be printable: no control characters and no < or >');
  if (input.domains.length === 0) {
    throw new BrandRefusal(
      'at least one --domain is needed, e.g. --domain www.brand.example=https://www.brand.example',
    );
  }
  const domains = input.domains.map(parseDomain);
  const seen = new Set<string>();
  for (const { domain } of domains) {
    if (seen.has(domain)) throw new BrandRefusal(`--domain ${domain} is given twice`);
    seen.add(domain);
  }
  return {
    code,
    name,
    currency,
    currencySymbol: symbol,
    gmtOffsetMinutes: parseOffset(input.gmtOffset),
    domains,
    earnings: earningsSpec(input),
  };
}

const formatOffset = (minutes: number) => {
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
};

const earningsOptions = {
  funding: '--earnings-funding',
  shortfall: '--earnings-shortfall',
  approvalAbove: '--earnings-approval-above',
} as const satisfies Record<keyof EarningsSettings, string>;

/**
 * What differs between a stored brand and the spec, by option name; empty when they match. Earnings are compared only
 * for the options given: the console may have changed the others since.
 */
function differences(stored: Omit<BrandSpec, 'earnings'> & { earnings: EarningsSettings }, wanted: BrandSpec) {
  const out: string[] = [];
  if (stored.name !== wanted.name) out.push(`--name is "${stored.name}"`);
  if (stored.currency !== wanted.currency) out.push(`--currency is ${stored.currency}`);
  if (stored.currencySymbol !== wanted.currencySymbol) out.push(`--symbol is ${stored.currencySymbol}`);
  if (stored.gmtOffsetMinutes !== wanted.gmtOffsetMinutes)
    out.push(`--gmt-offset is ${formatOffset(stored.gmtOffsetMinutes)}`);
  const key = (d: BrandSpec['domains'][number]) => `${d.domain}=${d.baseUrl ?? ''}`;
  if (stored.domains.map(key).join(' ') !== wanted.domains.map(key).join(' ')) {
    out.push(`--domain is ${stored.domains.map((d) => (d.baseUrl ? `${d.domain}=${d.baseUrl}` : d.domain)).join(' ')}`);
  }
  for (const key of Object.keys(earningsOptions) as (keyof EarningsSettings)[]) {
    const given = wanted.earnings[key];
    if (given !== undefined && given !== stored.earnings[key]) {
      out.push(`${earningsOptions[key]} is ${stored.earnings[key] ?? 'none'}`);
    }
  }
  return out;
}

/**
 * Creates a brand with the defaults every setting needs (register rules, sign-in, cashier, content and contract
 * settings), its domains, and an audit entry. Running it again with the same values changes nothing; with other values,
 * or with a domain another brand serves, it refuses.
 */
export async function createBrand(db: Database, input: CreateBrandInput) {
  const spec = brandSpec(input);
  const result = await db.orm.transaction(async (tx) => {
    // Brands are created rarely; one at a time keeps the "exists" and "domain taken" answers exact.
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    const existing = (await listBrandSummaries(tx)).find((b) => b.code === spec.code);
    if (existing) {
      const diff = differences(existing, spec);
      if (diff.length > 0) {
        throw new BrandRefusal(`brand ${spec.code} exists with other values (${diff.join('; ')}); nothing changed`);
      }
      return { status: 'unchanged' as const, merchantId: existing.id };
    }
    const taken = await findDomainOwners(
      tx,
      spec.domains.map((d) => d.domain),
    );
    if (taken.length > 0) {
      const list = taken.map((t) => `${t.domain} (brand ${t.code})`).join(', ');
      throw new BrandRefusal(`already served by another brand: ${list}; nothing changed`);
    }
    const [primary] = spec.domains;
    const merchantId = await insertBrand(tx, {
      code: spec.code,
      name: spec.name,
      currency: spec.currency,
      currencySymbol: spec.currencySymbol,
      gmtOffsetMinutes: spec.gmtOffsetMinutes,
      languages: ['EN', 'CN'],
      theme: {},
      mainDomain: primary?.domain ?? '',
      disabledModules: [],
      registerRules: defaultRegisterRules,
      // Admins and finance move money: they sign in with an authenticator code, enrolled at first sign-in.
      authSettings: { ...defaultAuthSettings, operatorTotpRoles: ['admin', 'finance'] },
      earningsSettings: { ...defaultEarningsSettings, ...spec.earnings },
    });
    await insertBrandDomains(
      tx,
      spec.domains.map((d, sort) => ({
        merchantId,
        domain: d.domain,
        baseUrl: d.baseUrl,
        label: `Line ${sort + 1}`,
        primary: sort === 0,
        sort,
      })),
    );
    await recordAudit(tx, cliAuditSource(merchantId), {
      event: 'brand.created',
      detail: {
        code: spec.code,
        domains: spec.domains.map((d) => d.domain),
        earnings: { ...defaultEarningsSettings, ...spec.earnings },
      },
    });
    return { status: 'created' as const, merchantId };
  });
  // A process that looked the code up before it existed may hold "no such brand".
  merchantDirectory(db).invalidate(spec.code);
  return { ...result, brand: spec };
}
