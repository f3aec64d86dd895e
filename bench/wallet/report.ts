// Medians over the rounds, each result as a ratio of the pgbench run of the same round at the same concurrency,
// printed as a table and kept as JSON under bench/results/.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadResult } from './load.ts';
import type { Operation, Target } from './protocol.ts';

export interface Measurement {
  round: number;
  operation: Operation;
  /** `pgbench` is the baseline, run against the same PostgreSQL. */
  target: Target | 'pgbench';
  concurrency: number;
  result: LoadResult;
}

export interface SummaryRow {
  operation: Operation;
  target: Target | 'pgbench';
  concurrency: number;
  rounds: number;
  opsPerSecond: number;
  opsPerSecondRange: [number, number];
  p50: number;
  p95: number;
  p99: number;
  /** Median of the rounds' ratios to pgbench; null without a baseline. */
  ratio: number | null;
  ratioRange: [number, number] | null;
}

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};

const range = (xs: number[]): [number, number] => [Math.min(...xs), Math.max(...xs)];

export function summarise(measurements: Measurement[]): SummaryRow[] {
  const groups = new Map<string, Measurement[]>();
  for (const m of measurements) {
    const key = `${m.operation}|${m.target}|${m.concurrency}`;
    groups.set(key, [...(groups.get(key) ?? []), m]);
  }
  const baselineOf = (m: Measurement) =>
    measurements.find(
      (b) =>
        b.target === 'pgbench' && b.round === m.round && b.operation === m.operation && b.concurrency === m.concurrency,
    );
  return [...groups.values()].map((group) => {
    const first = group[0] as Measurement;
    const ratios =
      first.target === 'pgbench'
        ? []
        : group.flatMap((m) => {
            const base = baselineOf(m);
            return base ? [m.result.opsPerSecond / base.result.opsPerSecond] : [];
          });
    const ops = group.map((m) => m.result.opsPerSecond);
    return {
      operation: first.operation,
      target: first.target,
      concurrency: first.concurrency,
      rounds: group.length,
      opsPerSecond: median(ops),
      opsPerSecondRange: range(ops),
      p50: median(group.map((m) => m.result.p50)),
      p95: median(group.map((m) => m.result.p95)),
      p99: median(group.map((m) => m.result.p99)),
      ratio: ratios.length ? median(ratios) : null,
      ratioRange: ratios.length ? range(ratios) : null,
    };
  });
}

const names: Record<Operation, string> = { deposit: 'deposit credit', withdrawal: 'withdrawal request' };
const whole = (n: number) => Math.round(n).toLocaleString('en-US');
const ms = (n: number) => (n < 10 ? n.toFixed(2) : n.toFixed(1));

export function table(rows: SummaryRow[]) {
  const header = [
    'operation',
    'database',
    'conc.',
    'ops/s',
    'ops/s range',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'ratio',
    'ratio range',
  ];
  const body = rows.map((r) => [
    names[r.operation],
    r.target === 'pgbench' ? 'pgbench (PostgreSQL)' : r.target === 'pglite' ? 'PGlite' : 'PostgreSQL',
    String(r.concurrency),
    whole(r.opsPerSecond),
    `${whole(r.opsPerSecondRange[0])}–${whole(r.opsPerSecondRange[1])}`,
    ms(r.p50),
    ms(r.p95),
    ms(r.p99),
    r.ratio === null ? (r.target === 'pgbench' ? '1 (baseline)' : 'n/a') : r.ratio.toFixed(2),
    r.ratioRange ? `${r.ratioRange[0].toFixed(2)}–${r.ratioRange[1].toFixed(2)}` : '',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => (row[i] as string).length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i >= 2 && i !== 4 && i !== 9 ? c.padStart(widths[i] as number) : c.padEnd(widths[i] as number)))
      .join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

/** "deposit credit, PostgreSQL, 16 at a time: 812 ops/s = 0.31 × pgbench equivalent (0.28–0.35 over 3 rounds)". */
export function sentences(rows: SummaryRow[]) {
  return rows
    .filter((r) => r.target !== 'pgbench')
    .map((r) => {
      const where = r.target === 'pglite' ? 'PGlite' : 'PostgreSQL';
      const figure = `${names[r.operation]}, ${where}, ${r.concurrency} at a time: ${whole(r.opsPerSecond)} ops/s`;
      if (r.ratio === null || !r.ratioRange) return `${figure} (no pgbench baseline)`;
      const spread = `${r.ratioRange[0].toFixed(2)}–${r.ratioRange[1].toFixed(2)} over ${r.rounds} round${r.rounds === 1 ? '' : 's'}`;
      return `${figure} = ${r.ratio.toFixed(2)} × pgbench equivalent (${spread})`;
    })
    .join('\n');
}

export function writeResult(dir: string, result: object) {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `wallet-${new Date().toISOString().replaceAll(':', '-').slice(0, 19)}.json`);
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  return file;
}
