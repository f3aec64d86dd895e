import { type ParseArgsConfig, parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { DataDirInUseError } from '../db/data-dir-lock.ts';
import type { Database } from '../db/database.ts';
import { openDatabase } from '../db/open-database.ts';
import { BrandRefusal } from '../modules/brands/brand-refusal.ts';
import { brandSpec, createBrand, parseDomain } from '../modules/brands/create-brand.ts';
import { listBrandSummaries } from '../modules/brands/queries.ts';
import { setBrandDomain } from '../modules/brands/set-domain.ts';
import { verifyLedger } from '../modules/wallet/ledger/verify-ledger.ts';

/**
 * `npm run lotus -- <command> [options]`: sets up and looks after a deployment on the database the server uses
 * (same environment: DATABASE_URL, DATABASE_SCHEMA or DATA_DIR). Exit codes: 0 done, 1 the ledger does not prove
 * itself, 2 refused (bad input, or the embedded database is held by a running server); a refusal writes nothing.
 */

type Values = Record<string, string | boolean | string[] | undefined>;

interface Output {
  out(text: string): void;
}

interface Command {
  summary: string;
  usage: string;
  options: NonNullable<ParseArgsConfig['options']>;
  /** Required options, checked before the database is opened. */
  required: string[];
  /** Input checks that need no database, so a typo fails fast and writes nothing. */
  check?(values: Values): void;
  run(db: Database, values: Values, io: Output): Promise<number>;
}

class UsageError extends Error {}

const str = (values: Values, name: string) => {
  const value = values[name];
  return typeof value === 'string' ? value : '';
};

/** An option's value, or undefined when it was not given. */
const optional = (values: Values, name: string) => {
  const value = values[name];
  return typeof value === 'string' ? value : undefined;
};

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  // `echo pw | …` and here-strings add one newline; it is not part of the password.
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

/** `--password-stdin`: the password to set; otherwise undefined, and one is generated and printed once. */
const givenPassword = async (values: Values) => (values['password-stdin'] ? readStdin() : undefined);

// Loaded only by the commands that use it: argon2 and the console's modules are not needed elsewhere.
const operatorCommands = () => import('../modules/brands/operator-commands.ts');

const commands: Record<string, Command> = {
  'create-brand': {
    summary: 'create a brand (the same values again: nothing changes)',
    usage: [
      'lotus create-brand --code ACME --name "Acme Games" --currency CNY [--symbol ¥] --gmt-offset +08:00',
      '                   --domain www.acme.example=https://www.acme.example [--domain …]',
      '                   [--earnings-funding platform|upline] [--earnings-shortfall insufficient|partial]',
      '                   [--earnings-approval-above 5000|none]',
      '',
      '  --code        2–32 letters, digits or _, upper case (what operators type at console sign-in)',
      '  --name        the brand name players see',
      '  --currency    ISO 4217 code of the wallet currency',
      '  --symbol      currency symbol shown with amounts (default: the currency’s usual one)',
      '  --gmt-offset  the brand’s time zone for daily reports: +08:00, or --gmt-offset=-05:00 west of Greenwich',
      '  --domain      host=base URL; the first is the primary domain. A loopback host (localhost) may omit the URL.',
      '  --earnings-funding         who pays agents’ salaries and dividends: platform (default), or upline (each',
      '                             upline pays its direct downlines’ teams from its own wallet)',
      '  --earnings-shortfall       an upline that cannot pay all its downlines pays none of them: insufficient',
      '                             (default), or shares out what it has: partial',
      '  --earnings-approval-above  a payout above this amount waits for an operator’s approval; none (default)',
      '',
      'New brands start with registration by username, password and captcha, and every module whose feature',
      'exists on; change the rest in the console (agent earnings on the Cashier & contracts page). Then create the',
      'first operator with create-admin.',
    ].join('\n'),
    options: {
      code: { type: 'string' },
      name: { type: 'string' },
      currency: { type: 'string' },
      symbol: { type: 'string' },
      'gmt-offset': { type: 'string' },
      domain: { type: 'string', multiple: true },
      'earnings-funding': { type: 'string' },
      'earnings-shortfall': { type: 'string' },
      'earnings-approval-above': { type: 'string' },
    },
    required: ['code', 'name', 'currency', 'gmt-offset', 'domain'],
    check: (values) => {
      brandSpec(brandInput(values));
    },
    run: async (db, values, io) => {
      const { status, brand } = await createBrand(db, brandInput(values));
      io.out(
        status === 'created'
          ? `created brand ${brand.code} (${brand.name}, ${brand.currency}) on ${brand.domains.map((d) => d.domain).join(', ')}\n` +
              `next: npm run lotus -- create-admin --brand ${brand.code} --username <name>\n`
          : `brand ${brand.code} exists, unchanged\n`,
      );
      return 0;
    },
  },
  'set-domain': {
    summary: 'add a domain to a brand, or set the base URL of one it serves',
    usage: [
      'lotus set-domain --brand ACME --domain m.acme.example=https://m.acme.example',
      '',
      '  --brand   the brand code',
      '  --domain  host=base URL: the origin players reach the host on, which every link Lotus builds starts with',
      '',
      'The same values again change nothing; a domain another brand serves is refused. Labels and the primary',
      'domain are set on the console’s Site page.',
    ].join('\n'),
    options: { brand: { type: 'string' }, domain: { type: 'string' } },
    required: ['brand', 'domain'],
    check: (values) => {
      parseDomain(str(values, 'domain'));
    },
    run: async (db, values, io) => {
      const { status, code, domain, baseUrl } = await setBrandDomain(db, {
        brand: str(values, 'brand'),
        domain: str(values, 'domain'),
      });
      const target = baseUrl ? `${domain}=${baseUrl}` : domain;
      io.out(
        status === 'unchanged'
          ? `brand ${code} already serves ${target}, unchanged\n`
          : `brand ${code} ${status === 'added' ? 'now serves' : 'updated'} ${target}\n`,
      );
      return 0;
    },
  },
  'create-admin': {
    summary: 'create an admin operator for a brand, with a one-time password',
    usage: [
      'lotus create-admin --brand ACME --username boss [--password-stdin]',
      '',
      '  --brand           the brand code',
      '  --username        3–32 letters, digits, _ . or -',
      '  --password-stdin  read the password from stdin instead of generating one',
      '',
      'A generated password is printed once. Either way the operator must change it at first sign-in.',
    ].join('\n'),
    options: { brand: { type: 'string' }, username: { type: 'string' }, 'password-stdin': { type: 'boolean' } },
    required: ['brand', 'username'],
    run: async (db, values, io) => {
      const { createAdmin } = await operatorCommands();
      const { brand, username, password, generated } = await createAdmin(db, {
        brand: str(values, 'brand'),
        username: str(values, 'username'),
        password: await givenPassword(values),
      });
      io.out(`created admin ${username} on brand ${brand}\n`);
      if (generated) {
        io.out(`one-time password: ${password}\n(shown only now; the operator must change it at first sign-in)\n`);
      }
      return 0;
    },
  },
  'reset-password': {
    summary: 'give an operator a new one-time password, end their console sessions and lift their sign-in locks',
    usage: [
      'lotus reset-password --brand ACME --username boss [--password-stdin]',
      '',
      '  --brand           the brand code',
      '  --username        the operator',
      '  --password-stdin  read the new password from stdin instead of generating one',
    ].join('\n'),
    options: { brand: { type: 'string' }, username: { type: 'string' }, 'password-stdin': { type: 'boolean' } },
    required: ['brand', 'username'],
    run: async (db, values, io) => {
      const { resetOperatorPassword } = await operatorCommands();
      const { brand, username, password, generated } = await resetOperatorPassword(db, {
        brand: str(values, 'brand'),
        username: str(values, 'username'),
        password: await givenPassword(values),
      });
      io.out(`new password set for ${username} on brand ${brand}; their console sessions and sign-in locks ended\n`);
      if (generated) {
        io.out(`one-time password: ${password}\n(shown only now; the operator must change it at next sign-in)\n`);
      }
      return 0;
    },
  },
  'list-brands': {
    summary: 'list brands: code, name, currency, domains, operators, demo flag',
    usage: ['lotus list-brands [--json]', '', '  --json  one JSON array, for scripts'].join('\n'),
    options: { json: { type: 'boolean' } },
    required: [],
    run: async (db, values, io) => {
      const brands = (await listBrandSummaries(db.orm)).map((b) => ({
        code: b.code,
        name: b.name,
        currency: b.currency,
        domains: b.domains.map((d) => (d.baseUrl ? `${d.domain}=${d.baseUrl}` : d.domain)),
        operators: b.operators,
        demo: b.isDemo,
      }));
      if (values.json) {
        io.out(`${JSON.stringify(brands, null, 2)}\n`);
      } else if (brands.length === 0) {
        io.out('no brands yet: npm run lotus -- create-brand --help\n');
      } else {
        for (const b of brands) {
          io.out(
            `${b.code}\t${b.name}\t${b.currency}\toperators: ${b.operators}${b.demo ? '\tDEMO (published passwords)' : ''}\n` +
              `\t${b.domains.join(' ')}\n`,
          );
        }
      }
      return 0;
    },
  },
  'ledger-verify': {
    summary: 'prove the ledger: balances match transfers and sum to zero (exit 1 if not)',
    usage: 'lotus ledger-verify\n\nPrints the report as JSON; exits 1 when the ledger does not prove itself.',
    options: {},
    required: [],
    run: async (db, _values, io) => {
      const report = await verifyLedger(db.orm);
      io.out(`${JSON.stringify(report, null, 2)}\n`);
      return report.ok ? 0 : 1;
    },
  },
};

function brandInput(values: Values) {
  const domains = values.domain;
  return {
    code: str(values, 'code'),
    name: str(values, 'name'),
    currency: str(values, 'currency'),
    symbol: str(values, 'symbol') || undefined,
    gmtOffset: str(values, 'gmt-offset'),
    domains: Array.isArray(domains) ? domains : [],
    earningsFunding: optional(values, 'earnings-funding'),
    earningsShortfall: optional(values, 'earnings-shortfall'),
    earningsApprovalAbove: optional(values, 'earnings-approval-above'),
  };
}

const globalHelp = () =>
  [
    'usage: npm run lotus -- <command> [options]',
    '',
    'commands:',
    ...Object.entries(commands).map(([name, c]) => `  ${name.padEnd(16)}${c.summary}`),
    '',
    'Each command takes --help. The database is the server’s: DATABASE_URL (+ DATABASE_SCHEMA) for PostgreSQL,',
    'else the embedded one in DATA_DIR, which must not be in use by a running server.',
    '',
  ].join('\n');

async function runLotus(argv: string[], io = { out: (t: string) => void process.stdout.write(t) }) {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    const text = globalHelp();
    if (name === undefined) throw new UsageError(`no command given\n\n${text}`);
    io.out(text);
    return 0;
  }
  const command = commands[name];
  if (!command) throw new UsageError(`unknown command "${name}"\n\n${globalHelp()}`);
  let values: Values;
  try {
    values = parseArgs({
      args: rest,
      options: { ...command.options, help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: false,
    }).values as Values;
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n\n${command.usage}\n`);
  }
  if (values.help) {
    io.out(`${command.summary}\n\n${command.usage}\n`);
    return 0;
  }
  const missing = command.required.filter((option) => values[option] === undefined);
  if (missing.length > 0) {
    throw new UsageError(`missing ${missing.map((m) => `--${m}`).join(', ')}\n\n${command.usage}\n`);
  }
  command.check?.(values);

  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  let db: Database;
  try {
    db = await openDatabase(config);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    throw new UsageError(
      `the server is running on this data folder (${config.dataDir}, process ${error.pid}). Stop it first, or run ` +
        `Lotus on PostgreSQL (DATABASE_URL), where this command can run beside the server.\n` +
        `If no server is running, delete ${error.lockFile}.`,
    );
  }
  try {
    await db.migrate();
    return await command.run(db, values, io);
  } finally {
    await db.close();
  }
}

runLotus(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    const refused = error instanceof UsageError || error instanceof BrandRefusal;
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`lotus: ${refused ? '' : 'failed: '}${message.trimEnd()}\n`);
    process.exitCode = 2;
  },
);
