import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, ImpactValue, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

/** axe-core's browser build, read once: injected into each page as a plain script. */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** What blocks people outright (serious) or entirely (critical); moderate and minor findings are left to review. */
const blocking: ImpactValue[] = ['serious', 'critical'];

export interface AxeViolation {
  rule: string;
  impact: ImpactValue;
  help: string;
  /** CSS selectors of the offending nodes, with axe's summary of what to fix for the first few. */
  targets: string[];
}

export interface AxeOptions {
  /** Rules off for findings outside the page's control: say why where it is used. */
  disableRules?: string[];
  /** Impacts reported; by default serious and critical. */
  impacts?: ImpactValue[];
}

/** Runs axe-core on the page as it is now and answers its violations of the given impacts. */
export async function axeViolations(
  page: Page,
  { disableRules = [], impacts = blocking }: AxeOptions = {},
): Promise<AxeViolation[]> {
  const injected = await page.evaluate(() => 'axe' in window);
  // Evaluated rather than added as a <script>: the site's Content-Security-Policy (script-src 'self') rightly refuses
  // inline scripts, and the test must see the page under its real headers.
  if (!injected) await page.evaluate(axeSource);
  const options: RunOptions = {
    resultTypes: ['violations'],
    rules: Object.fromEntries(disableRules.map((rule) => [rule, { enabled: false }])),
  };
  const results = await page.evaluate(
    (opts) =>
      (window as unknown as { axe: { run: (ctx: Document, o: unknown) => Promise<AxeResults> } }).axe.run(
        document,
        opts,
      ),
    options,
  );
  return results.violations
    .filter((v) => v.impact && impacts.includes(v.impact))
    .map((v) => ({
      rule: v.id,
      impact: v.impact as ImpactValue,
      help: v.help,
      targets: v.nodes.map(
        (n) => `${n.target.join(' ')}${n.failureSummary ? ` — ${firstLine(n.failureSummary)}` : ''}`,
      ),
    }));
}

const firstLine = (summary: string) =>
  summary
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(1, 2)
    .join(' ');

/** One readable paragraph per violation: where, which rule, which nodes. */
export function describeViolations(where: string, violations: AxeViolation[]): string[] {
  return violations.map(
    (v) => `${where}: ${v.rule} (${v.impact}) ${v.help}\n${v.targets.map((t) => `    ${t}`).join('\n')}`,
  );
}
