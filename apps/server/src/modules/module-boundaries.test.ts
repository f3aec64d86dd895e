import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/architecture.md, "Inside a module": a module uses another through the use cases it exports, and reads another
 * module's SQL (`queries.ts`) only where one of these pairs says so. A new pair is a decision: add it here with its
 * reason, or call a use case of the other module instead.
 */
const sharedQueries: Record<string, string> = {
  // The agent centre's reports read the players' records and the console's agent notices as they are.
  'agent-reports -> announcements/queries.ts': 'agent notices are announcements of kind agent',
  'agent-reports -> records/queries.ts': "the team's bets are the members' betting records",
  // The command line's operator commands find operators as the console does.
  'brands -> console/queries.ts': 'an operator by brand and username',
  // The console is the operators' view of every domain.
  'console -> contracts/queries.ts': 'moving a member ends the contracts below it',
  'console -> earnings/queries.ts': 'payout runs and the GGR report read payouts',
  'console -> lottery/queries.ts': 'games, periods and voids of the lottery',
  'console -> records/queries.ts': 'bet search and GGR read the bets',
  'console -> wallet/bank-accounts/queries.ts': "a member's bank accounts",
  'console -> wallet/ledger/queries.ts': "a member's wallets",
  'console -> wallet/withdrawals/queries.ts': 'the withdrawal review queue',
  // Earnings count the same team the reports do.
  'earnings -> agent-reports/queries.ts': 'the team tree below an agent (one CTE)',
  // Members are rows of the session module's table (sign-in owns the member row and its password).
  'member -> session/queries.ts': 'member rows: registration, passwords, info',
  'verification -> session/queries.ts': 'the member a code is sent to, by mobile',
  'session -> verification/queries.ts': 'the tries of a new-address sign-in code',
  // A forfeit takes back what is left of a bonus, read under the wallet's account lock.
  'promotions -> wallet/ledger/queries.ts': 'the member main balance under its row lock',
  // The vendors' seamless wallet moves the same ledger the cashier does.
  'vendors -> wallet/ledger/queries.ts': 'balances and transfers under the wallet lock',
};

const modulesDir = import.meta.dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

/** `importer -> queries file` for every import of another module's queries.ts. */
function crossModuleQueryImports() {
  const pairs = new Set<string>();
  for (const file of sourceFiles(modulesDir)) {
    const from = path.relative(modulesDir, file).split(path.sep)[0];
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/from '(\.[^']*\/queries\.ts)'/g)) {
      const target = path.relative(modulesDir, path.resolve(path.dirname(file), specifier ?? ''));
      if (target.split(path.sep)[0] !== from) pairs.add(`${from} -> ${target.split(path.sep).join('/')}`);
    }
  }
  return [...pairs].sort();
}

describe('module boundaries', () => {
  it("reads another module's queries only where a named pair allows it", () => {
    expect(crossModuleQueryImports()).toEqual(Object.keys(sharedQueries).sort());
  });
});
