import { describe, expect, it } from 'vitest';
import { raffleProof } from '../test/fixtures';
import { checkRaffleProof } from './raffle-proof';

describe('checking a raffle draw in the browser', () => {
  it('finds the seed matching its commitment and the same winners drawn again, with names, tickets and amounts', () => {
    const proof = raffleProof();
    const check = checkRaffleProof(proof);
    expect(check).toMatchObject({ revealed: true, hashMatches: true, winnersMatch: true, error: null, tickets: 19 });
    expect(check.hash).toBe(proof.seedHash);
    expect(check.winners.map((w) => [w.rank, w.entryId, w.amount])).toEqual(
      proof.winners.map((w) => [w.rank, w.entryId, w.amount]),
    );
    expect(check.winners).toHaveLength(3);
    expect(new Set(check.winners.map((w) => w.entryId)).size).toBe(3);
    for (const w of check.winners) {
      expect(w.name).toBe(proof.entries.find((e) => e.entryId === w.entryId)?.name);
      expect(w.tickets).toBe(proof.entries.find((e) => e.entryId === w.entryId)?.tickets);
    }
  });

  it('says so when the seed does not hash to the commitment', () => {
    const check = checkRaffleProof(raffleProof({ seedHash: 'f'.repeat(64) }));
    expect(check.hashMatches).toBe(false);
    expect(check.winnersMatch).toBe(true);
  });

  it('says so when the published winners are not the ones the seed draws: another entry, tier, amount or order', () => {
    const proof = raffleProof();
    const [first, second, third] = proof.winners;
    if (!first || !second || !third) throw new Error('three winners');
    const loser = proof.entries.find((e) => !proof.winners.some((w) => w.entryId === e.entryId));
    if (!loser) throw new Error('a loser');
    const variants = [
      [{ ...first, entryId: loser.entryId, name: loser.name }, second, third],
      [{ ...first, amount: 999 }, second, third],
      [second, first, third],
      [first, second],
    ];
    for (const winners of variants) expect(checkRaffleProof({ ...proof, winners }).winnersMatch).toBe(false);
    // A changed ticket count changes the draw itself.
    const entries = proof.entries.map((e, i) => (i === 0 ? { ...e, tickets: e.tickets + 40 } : e));
    expect(checkRaffleProof({ ...proof, entries }).winnersMatch).toBe(false);
  });

  it('before the draw has nothing to check but counts the tickets; a malformed proof is an error, not a crash', () => {
    const pending = checkRaffleProof(raffleProof({ seed: null, drawnAt: null, entries: [], winners: [] }));
    expect(pending).toMatchObject({ revealed: false, hash: null, winners: [], winnersMatch: false, tickets: 0 });
    const bad = checkRaffleProof(raffleProof({ drawKey: 'lottery-1' }));
    expect(bad.revealed).toBe(true);
    expect(bad.winnersMatch).toBe(false);
    expect(bad.error).toMatch(/drawKey/);
  });
});
