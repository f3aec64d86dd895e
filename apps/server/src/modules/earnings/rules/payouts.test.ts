import type { ContractTermsOf } from '@lotus/contract';
import { describe, expect, it } from 'vitest';
import { dividendPayouts } from './dividend-payouts.ts';
import { fundingDues, planFunding, retryDues } from './funding.ts';
import { realtimePayouts, singleBet } from './realtime-payouts.ts';
import { salaryPayouts } from './salary-payouts.ts';

/**
 * A brand: agent A (1) over agent B (2) over agent C (3); B also has member M (4) and C has member N (5). X (6) is an
 * agent under A without a contract, whose member Y (7) counts for A.
 */
const nodes = [
  { id: 1, parentId: null },
  { id: 2, parentId: 1 },
  { id: 3, parentId: 2 },
  { id: 4, parentId: 2 },
  { id: 5, parentId: 3 },
  { id: 6, parentId: 1 },
  { id: 7, parentId: 6 },
];
const bets = (major: number) => ({ validBet: major * 100, loss: 0, active: true });
const figures = new Map([
  [4, bets(10_000)],
  [5, bets(20_000)],
  [7, bets(5_000)],
]);
const salary = (rate: number): ContractTermsOf<'dailySalary'> => ({
  kind: 'dailySalary',
  tiers: [{ rate, activeMembers: 0, dailyBet: 0 }],
});

describe('earnings worked examples', () => {
  it('pays each agent its rate on its team minus what the teams below it received', () => {
    const payouts = salaryPayouts({
      nodes,
      figures,
      contracts: new Map([
        [1, salary(1.5)],
        [2, salary(1)],
        [3, salary(0.5)],
      ]),
    });
    const row = (id: number) => payouts.find((p) => p.memberId === id);
    // C: 0.5 % of 20 000 = 100.
    expect(row(3)).toMatchObject({ basis: 2_000_000, gross: 10_000, downlines: 0, amount: 10_000, upline: 2 });
    // B: 1 % of 30 000 = 300, minus C's 100.
    expect(row(2)).toMatchObject({ basis: 3_000_000, gross: 30_000, downlines: 10_000, amount: 20_000, upline: 1 });
    // A: 1.5 % of 35 000 = 525, minus B's team (300); Y under X counts for A alone.
    expect(row(1)).toMatchObject({ gross: 52_500, downlines: 30_000, amount: 22_500, team: 52_500, upline: null });
  });

  it('pays an agent nothing when a downline’s tier beats its own, and the team costs no more than the downline', () => {
    const payouts = salaryPayouts({
      nodes,
      figures,
      contracts: new Map<number, ContractTermsOf<'dailySalary'>>([
        // B's top tier needs 40 000 of bets: its team's 30 000 only reaches 0.2 %.
        [
          2,
          {
            kind: 'dailySalary',
            tiers: [
              { rate: 0.2, activeMembers: 0, dailyBet: 0 },
              { rate: 1, activeMembers: 0, dailyBet: 40_000 },
            ],
          },
        ],
        [3, salary(0.5)],
      ]),
    });
    expect(payouts.map((p) => [p.memberId, p.tier, p.gross, p.amount, p.team])).toEqual([
      [2, 0, 6_000, 0, 10_000],
      [3, 0, 10_000, 10_000, 10_000],
    ]);
  });

  it('pays dividends on each team’s loss after its own carry', () => {
    const div = (rate: number): ContractTermsOf<'dividend'> => ({
      kind: 'dividend',
      period: 'daily',
      tiers: [{ rate, activeMembers: 0, periodValidBet: 0, periodLoss: 0 }],
    });
    const payouts = dividendPayouts({
      nodes,
      figures: new Map([
        [4, { validBet: 0, loss: -300_000, active: true }],
        [5, { validBet: 0, loss: 1_000_000, active: true }],
      ]),
      contracts: new Map([
        [2, div(30)],
        [3, div(20)],
      ]),
      carries: new Map([[3, -400_000]]),
    });
    // C: (10 000 − 4 000 carried) × 20 % = 1 200. B: (10 000 − 3 000) × 30 % = 2 100, minus 1 200.
    expect(payouts.map((p) => [p.memberId, p.basis, p.gross, p.amount, p.carryOut])).toEqual([
      [2, 700_000, 210_000, 90_000, 0],
      [3, 600_000, 120_000, 120_000, 0],
    ]);
  });

  it('pays real-time salary per round on the bets reaching each agent’s single bet', () => {
    const payouts = realtimePayouts({
      nodes,
      rounds: [
        [
          singleBet(5, 10_000, 0), // N loses 100
          singleBet(4, 500, 4_500), // M wins 40 on a 5 stake
        ],
        [singleBet(5, 10_000, 30_000)], // N wins 200
      ],
      contracts: new Map<number, ContractTermsOf<'realtimeSalary'>>([
        [2, { kind: 'realtimeSalary', profitRate: 1, lossRate: 2, singleBet: 10 }],
        [3, { kind: 'realtimeSalary', profitRate: 0.5, lossRate: 1, singleBet: 0 }],
      ]),
    });
    // C: round 1 lost 100 at 1 % = 1; round 2 won 200 at 0.5 % = 1.
    // B ignores M's 5 stake: round 1 lost 100 at 2 % = 2; round 2 won 200 at 1 % = 2; minus C's 2.
    expect(payouts.map((p) => [p.memberId, p.profit, p.loss, p.gross, p.amount])).toEqual([
      [2, 20_000, 10_000, 400, 200],
      [3, 20_000, 10_000, 200, 200],
    ]);
  });

  it('funds by uplines: the platform pays the top its team, each upline pays its downlines from its wallet', () => {
    const payouts = salaryPayouts({
      nodes,
      figures,
      contracts: new Map([
        [1, salary(1.5)],
        [2, salary(1)],
        [3, salary(0.5)],
      ]),
    });
    const dues = fundingDues('upline', payouts);
    expect(dues).toEqual([
      { from: null, to: 1, amount: 52_500 },
      { from: 1, to: 2, amount: 30_000 },
      { from: 2, to: 3, amount: 10_000 },
    ]);
    // Everyone can pay (A and B with what they just received): each keeps its own amount.
    expect(planFunding(dues, new Map(), 'insufficient').map((t) => [t.from, t.paid, t.status])).toEqual([
      [null, 52_500, 'paid'],
      [1, 30_000, 'paid'],
      [2, 10_000, 'paid'],
    ]);
    expect(fundingDues('platform', payouts).map((d) => [d.from, d.to, d.amount])).toEqual([
      [null, 1, 22_500],
      [null, 2, 20_000],
      [null, 3, 10_000],
    ]);
  });

  it('leaves an upline that cannot pay insufficient or partial, owing the rest to a retry', () => {
    // B owes C 100 and D 300 (a second downline, 8), with 100 in its wallet and nothing paid in.
    const dues = [
      { from: 2, to: 3, amount: 10_000 },
      { from: 2, to: 8, amount: 30_000 },
    ];
    const wallets = new Map([[2, 10_000]]);
    expect(planFunding(dues, wallets, 'insufficient').map((t) => [t.paid, t.owed, t.status])).toEqual([
      [0, 10_000, 'insufficient'],
      [0, 30_000, 'insufficient'],
    ]);
    const partial = planFunding(dues, wallets, 'partial');
    expect(partial.map((t) => [t.paid, t.owed, t.status])).toEqual([
      [2_500, 7_500, 'partial'],
      [7_500, 22_500, 'partial'],
    ]);
    expect(retryDues(partial)).toEqual([
      { from: 2, to: 3, amount: 7_500 },
      { from: 2, to: 8, amount: 22_500 },
    ]);
    // Shared out in proportion, the odd minor unit to the largest remainder.
    expect(planFunding(dues, new Map([[2, 3]]), 'partial').map((t) => t.paid)).toEqual([1, 2]);
  });
});
