import { describe, expect, it } from 'vitest';
import { RAFFLE_CLAIM_UNTIL, RAFFLE_DRAW_AT, raffleCampaign, redPacketCampaign } from '../test/fixtures';
import { prizeTiers, raffleNote, raffleStage, rankWord } from './raffle';
import { actionOf, stateNote } from './states';

const money = (n: number) => `¥${n.toFixed(2)}`;
const time = (ms: number) => new Date(ms).toISOString();
const f = { money, time };
const drawn = { drawnAt: RAFFLE_DRAW_AT + 60_000, seed: 'b'.repeat(64) };

describe('raffles as players read them', () => {
  it('names prize tiers as each language counts them', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22].map((n) => rankWord(n, 'en'))).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
    ]);
    expect([1, 2, 10, 11, 20].map((n) => rankWord(n, 'zh'))).toEqual(['一', '二', '十', '十一', '二十']);
    expect(
      prizeTiers([
        { amount: 888, count: 1 },
        { amount: 8, count: 20 },
      ]),
    ).toEqual([
      { rank: 1, amount: 888, count: 1 },
      { rank: 2, amount: 8, count: 20 },
    ]);
  });

  it('tells taking tickets from waiting for the draw and drawn', () => {
    const { raffle } = raffleCampaign();
    if (!raffle) throw new Error('a raffle');
    expect(raffleStage(raffle, RAFFLE_DRAW_AT - 1)).toBe('open');
    expect(raffleStage(raffle, undefined)).toBe('open');
    expect(raffleStage(raffle, RAFFLE_DRAW_AT)).toBe('drawing');
    expect(raffleStage({ ...raffle, ...drawn }, RAFFLE_DRAW_AT)).toBe('drawn');
  });

  it('says how tickets come, how many the member holds, what was won and until when', () => {
    const draw = time(RAFFLE_DRAW_AT);
    expect(raffleNote(raffleCampaign({ state: 'join' }, { tickets: null }), f)).toEqual({
      key: 'notes.raffleJoinDeposit',
      values: { unit: '¥100.00', time: draw },
    });
    expect(raffleNote(raffleCampaign({ state: 'join' }, { ticketBy: 'valid-bet' }), f)?.key).toBe(
      'notes.raffleJoinBet',
    );
    expect(raffleNote(raffleCampaign({}, { tickets: 0 }), f)).toEqual({
      key: 'notes.raffleNoTicketsDeposit',
      values: { unit: '¥100.00', time: draw },
    });
    expect(raffleNote(raffleCampaign(), f)).toEqual({ key: 'notes.raffleTickets', values: { count: 3, time: draw } });
    expect(raffleNote(raffleCampaign(), { ...f, now: RAFFLE_DRAW_AT + 1 })).toEqual({
      key: 'notes.raffleDrawing',
      values: { count: 3 },
    });
    const won = raffleCampaign({ state: 'claim', amount: 88 }, { ...drawn, prizeRank: 2 });
    expect(raffleNote(won, f)).toEqual({
      key: 'notes.raffleWon',
      values: { tier: { tier: 2 }, amount: '¥88.00', time: time(RAFFLE_CLAIM_UNTIL) },
    });
    expect(raffleNote({ ...won, needsReview: true }, f)?.key).toBe('notes.raffleWonReviewed');
    expect(raffleNote({ ...won, state: 'claimed' }, f)).toEqual({
      key: 'notes.rafflePaid',
      values: { tier: { tier: 2 }, amount: '¥88.00' },
    });
    expect(raffleNote({ ...won, state: 'close' }, f)).toEqual({
      key: 'notes.raffleExpired',
      values: { tier: { tier: 2 }, time: time(RAFFLE_CLAIM_UNTIL) },
    });
    expect(raffleNote(raffleCampaign({ state: 'close' }, drawn), f)).toEqual({
      key: 'notes.raffleLost',
      values: { count: 3 },
    });
    expect(raffleNote(raffleCampaign({ state: 'close' }, { ...drawn, tickets: null }), f)).toEqual({
      key: 'notes.raffleDrawn',
    });
    // Not drawn and closed, or waiting for review: the common words of the state.
    expect(stateNote(raffleCampaign({ state: 'close' }), f)).toEqual({ key: 'notes.close' });
    expect(stateNote({ ...won, state: 'applying' }, f)).toEqual({
      key: 'notes.applying',
      values: { amount: '¥88.00' },
    });
  });

  it('offers a prize claim to a winner, a deposit for tickets until the draw, and a grab while packets fall', () => {
    expect(actionOf(raffleCampaign({ state: 'claim' }, { prizeRank: 1 }))).toBe('claimPrize');
    expect(actionOf(raffleCampaign(), RAFFLE_DRAW_AT - 1)).toBe('deposit');
    expect(actionOf(raffleCampaign(), RAFFLE_DRAW_AT + 1)).toBeNull();
    expect(actionOf(raffleCampaign({}, { ticketBy: 'valid-bet' }))).toBeNull();
    expect(actionOf(raffleCampaign({ state: 'join' }))).toBe('join');

    const rain = redPacketCampaign();
    const during = (rain.rain?.nextStartsAt ?? 0) + 60_000;
    expect(actionOf({ ...rain, state: 'claim' }, during)).toBe('grab');
    expect(actionOf(rain, during)).toBeNull();
    expect(actionOf({ ...rain, minDeposit: 50 }, during)).toBe('deposit');
    expect(actionOf({ ...rain, minDeposit: 50 }, during - 3_600_000)).toBeNull();
  });
});
