import { promotionStates } from '@lotus/contract';
import { describe, expect, it } from 'vitest';
import { campaign, everyState } from '../test/fixtures';
import { actionOf, asShown, stateNote, stateTones } from './states';

const formatters = { money: (n: number) => `¥${n.toFixed(2)}`, time: (ms: number) => new Date(ms).toISOString() };

describe('what each promotion state allows', () => {
  it('offers join in join, claim or check in in claim, a deposit in process, and nothing in the seven others', () => {
    const actions = Object.fromEntries(promotionStates.map((s) => [s, actionOf(everyState[s])]));
    expect(actions).toEqual({
      join: 'join',
      claim: 'claim',
      applying: null,
      close: null,
      rejected: null,
      issued: null,
      claimed: null,
      process: 'deposit',
      signed: null,
      comingSoon: null,
    });
    expect(actionOf({ state: 'claim', kind: 'check-in' })).toBe('checkIn');
  });

  it('gives every state a tone, with something to do only where there is an action to take', () => {
    expect(Object.keys(stateTones).sort()).toEqual([...promotionStates].sort());
    const actionable = promotionStates.filter((s) => stateTones[s] === 'action');
    expect(actionable.sort()).toEqual(['claim', 'join']);
  });

  it('says what each state means, with the amount, the reason, the streak day or the start time it carries', () => {
    const notes = Object.fromEntries(promotionStates.map((s) => [s, stateNote(everyState[s], formatters)]));
    expect(notes).toEqual({
      join: { key: 'notes.joinDeposit', values: { amount: '¥50.00' } },
      claim: { key: 'notes.claimReviewed', values: { amount: '¥120.00' } },
      applying: { key: 'notes.applying', values: { amount: '¥80.00' } },
      rejected: { key: 'notes.rejected', values: { reason: 'Same address' } },
      issued: { key: 'notes.issued', values: { amount: '¥60.00' } },
      claimed: { key: 'notes.claimed', values: { amount: '¥25.00' } },
      process: { key: 'notes.processDeposit', values: { amount: '¥100.00' } },
      signed: { key: 'notes.signed', values: { day: 3 } },
      close: { key: 'notes.close' },
      comingSoon: { key: 'notes.comingSoon', values: { time: '2027-06-01T02:00:00.000Z' } },
    });
  });

  it("tells what today's check-in pays, and the streak's day once checked in", () => {
    const checkIn = everyState.signed;
    expect(stateNote({ ...checkIn, state: 'claim', streak: 2, amount: 2 }, formatters)).toEqual({
      key: 'notes.checkIn',
      values: { amount: '¥2.00' },
    });
    expect(stateNote({ ...checkIn, state: 'claim', amount: null }, formatters)).toEqual({ key: 'notes.checkInAny' });
    expect(stateNote({ ...checkIn, state: 'process', minDeposit: 20 }, formatters)).toEqual({
      key: 'notes.processCheckIn',
      values: { amount: '¥20.00' },
    });
  });

  it('asks nothing of a loss campaign waiting for play, and names the loss a claim is on', () => {
    const loseBack = campaign({ kind: 'lose-back', category: 'cashback', state: 'process', minLoss: 100, loss: 40 });
    const rescue = campaign({ kind: 'rescue', category: 'cashback', state: 'process', minLoss: 0, balanceBelow: 10 });
    expect(actionOf(loseBack)).toBeNull();
    expect(actionOf(rescue)).toBeNull();
    expect(stateNote(loseBack, formatters)).toEqual({ key: 'notes.processLoseBack', values: { amount: '¥100.00' } });
    expect(stateNote(rescue, formatters)).toEqual({ key: 'notes.processRescueLowAny', values: { below: '¥10.00' } });
    expect(stateNote({ ...rescue, minLoss: 50 }, formatters)).toEqual({
      key: 'notes.processRescueLow',
      values: { amount: '¥50.00', below: '¥10.00' },
    });
    expect(stateNote({ ...loseBack, state: 'claim', amount: 12, loss: 120, needsReview: false }, formatters)).toEqual({
      key: 'notes.claimLoss',
      values: { amount: '¥12.00', loss: '¥120.00' },
    });
    expect(stateNote({ ...loseBack, state: 'join' }, formatters)).toEqual({ key: 'notes.joinLoseBack' });
  });

  it('words a deposit bonus without a minimum or an amount without inventing figures', () => {
    expect(stateNote(campaign({ state: 'join', minDeposit: 0 }), formatters)).toEqual({ key: 'notes.joinAnyDeposit' });
    expect(stateNote(campaign({ state: 'claim', amount: null }), formatters)).toEqual({ key: 'notes.claimAny' });
    expect(stateNote(campaign({ state: 'rejected', rejectReason: null }), formatters)).toEqual({
      key: 'notes.rejectedAny',
    });
    expect(stateNote(campaign({ state: 'claimed', amount: null }), formatters)).toEqual({ key: 'notes.claimedAny' });
  });

  it('leads a VIP campaign to no deposit, and names the levels a claim pays or the level a birthday pays at', () => {
    const upgrade = campaign({
      kind: 'vip-upgrade',
      category: 'vip',
      reward: { type: 'levels', amounts: [8, 18, 28] },
      state: 'process',
    });
    const birthday = { ...upgrade, kind: 'birthday' as const };
    expect(actionOf(upgrade)).toBeNull();
    expect(actionOf(birthday)).toBeNull();
    expect(actionOf({ ...upgrade, state: 'claim' })).toBe('claim');
    expect(stateNote(upgrade, formatters)).toEqual({ key: 'notes.processVipUpgrade' });
    expect(stateNote(birthday, formatters)).toEqual({ key: 'notes.processBirthday' });
    expect(stateNote({ ...upgrade, state: 'join' }, formatters)).toEqual({ key: 'notes.joinVipUpgrade' });
    expect(stateNote({ ...upgrade, state: 'claim', amount: 46, levels: [2, 3] }, formatters)).toEqual({
      key: 'notes.claimLevels',
      values: { amount: '¥46.00', levels: '2–3', count: 2 },
    });
    expect(stateNote({ ...upgrade, state: 'claim', amount: 8, levels: [1], needsReview: true }, formatters)).toEqual({
      key: 'notes.claimLevelsReviewed',
      values: { amount: '¥8.00', levels: '1', count: 1 },
    });
    expect(stateNote({ ...birthday, state: 'claim', amount: 28, levels: [2] }, formatters)).toEqual({
      key: 'notes.claimBirthday',
      values: { amount: '¥28.00', level: '2' },
    });
    expect(stateNote({ ...upgrade, state: 'claimed', amount: 18, levels: [2] }, formatters)).toEqual({
      key: 'notes.paidLevels',
      values: { amount: '¥18.00', levels: '2', count: 1 },
    });
    // Without the levels, the common words of the state, and no figure made up.
    expect(stateNote({ ...upgrade, state: 'claim', amount: 18, levels: null }, formatters)).toEqual({
      key: 'notes.claim',
      values: { amount: '¥18.00' },
    });
    expect(stateNote({ ...birthday, state: 'applying', amount: 28, levels: [2] }, formatters)).toEqual({
      key: 'notes.applying',
      values: { amount: '¥28.00' },
    });
  });

  it('shows a running VIP campaign with nothing due as waiting, and one that ended (or another kind) as closed', () => {
    const now = Date.UTC(2026, 5, 1);
    const upgrade = campaign({
      kind: 'vip-upgrade',
      category: 'vip',
      reward: { type: 'levels', amounts: [8, 18] },
      state: 'close',
    });
    expect(asShown(upgrade, now).state).toBe('process');
    expect(asShown({ ...upgrade, kind: 'birthday', endsAt: now + 1 }, now).state).toBe('process');
    expect(asShown({ ...upgrade, endsAt: now }, now).state).toBe('close');
    expect(asShown({ ...upgrade, startsAt: now + 1 }, now).state).toBe('close');
    expect(asShown({ ...upgrade, kind: 'reload', category: 'deposit' }, now).state).toBe('close');
    expect(asShown({ ...upgrade, state: 'claimed' }, now).state).toBe('claimed');
  });
});
