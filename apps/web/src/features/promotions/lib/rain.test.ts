import { describe, expect, it } from 'vitest';
import { campaign, RAIN_ENDS_AT, RAIN_STARTS_AT, raffleCampaign, redPacketCampaign } from '../test/fixtures';
import {
  isRaining,
  minuteClock,
  nextRainCheck,
  RAIN_MAX_WAIT_MS,
  RAIN_RETRY_MS,
  RAIN_SETTLE_MS,
  rainHours,
  rainingCampaign,
  rainNote,
  upcomingRain,
} from './rain';

const DAY = 86_400_000;
const money = (n: number) => `¥${n.toFixed(2)}`;
const time = (ms: number) => new Date(ms).toISOString();
const before = RAIN_STARTS_AT - 3_600_000;
const during = RAIN_STARTS_AT + 5 * 60_000;

describe('the daily rain as players read it', () => {
  it('tells the hours in the business day, wrapping past midnight', () => {
    expect(minuteClock(0)).toBe('00:00');
    expect(minuteClock(20 * 60 + 5)).toBe('20:05');
    expect(rainHours({ startMinute: 20 * 60, minutes: 30 })).toEqual({ start: '20:00', end: '20:30' });
    expect(rainHours({ startMinute: 23 * 60 + 50, minutes: 20 })).toEqual({ start: '23:50', end: '00:10' });
  });

  it('knows when the named rain is falling, its end excluded', () => {
    const { rain } = redPacketCampaign();
    expect(isRaining(rain, before)).toBe(false);
    expect(isRaining(rain, RAIN_STARTS_AT)).toBe(true);
    expect(isRaining(rain, RAIN_ENDS_AT - 1)).toBe(true);
    expect(isRaining(rain, RAIN_ENDS_AT)).toBe(false);
    expect(isRaining(null, during)).toBe(false);
    expect(isRaining({ startMinute: 0, minutes: 1, nextStartsAt: null, nextEndsAt: null }, during)).toBe(false);
  });

  it('names the next rain: the one the view names, or the next day’s once it falls, while the campaign runs', () => {
    const p = redPacketCampaign();
    expect(upcomingRain(p, before)).toBe(RAIN_STARTS_AT);
    expect(upcomingRain(p, undefined)).toBe(RAIN_STARTS_AT);
    expect(upcomingRain(p, during)).toBe(RAIN_STARTS_AT + DAY);
    expect(upcomingRain({ ...p, endsAt: RAIN_STARTS_AT + DAY }, during)).toBeNull();
    expect(upcomingRain(redPacketCampaign({}, { nextStartsAt: null, nextEndsAt: null }), during)).toBeNull();
  });

  it('says what each state means: grab now, the next rain and its deposit, or what was grabbed', () => {
    const f = { money, time };
    expect(rainNote(redPacketCampaign({ state: 'claim' }), { ...f, now: during })).toEqual({
      key: 'notes.rainClaim',
      values: { max: '¥8.88' },
    });
    expect(rainNote(redPacketCampaign(), { ...f, now: before })).toEqual({
      key: 'notes.rainNext',
      values: { time: time(RAIN_STARTS_AT), max: '¥8.88' },
    });
    const deposit = redPacketCampaign({ minDeposit: 100 });
    expect(rainNote(deposit, { ...f, now: during })).toEqual({
      key: 'notes.rainDeposit',
      values: { amount: '¥100.00' },
    });
    expect(rainNote(deposit, { ...f, now: before })).toEqual({
      key: 'notes.rainNextDeposit',
      values: { time: time(RAIN_STARTS_AT), amount: '¥100.00' },
    });
    expect(rainNote(redPacketCampaign({ state: 'claimed', amount: 5.2 }), { ...f, now: during })).toEqual({
      key: 'notes.rainGrabbed',
      values: { amount: '¥5.20', time: time(RAIN_STARTS_AT + DAY) },
    });
    const last = redPacketCampaign({ state: 'claimed', amount: 5.2, endsAt: RAIN_ENDS_AT });
    expect(rainNote(last, { ...f, now: during })).toEqual({
      key: 'notes.rainGrabbedLast',
      values: { amount: '¥5.20' },
    });
    expect(rainNote(redPacketCampaign({ state: 'close' }), f)).toBeNull();
    expect(rainNote(campaign(), f)).toBeNull();
  });
});

describe('when the reward centre is read again for the rain', () => {
  it('finds the red packet falling for the member, not one grabbed or waiting', () => {
    const falling = redPacketCampaign({ id: 31, state: 'claim' });
    expect(rainingCampaign([campaign(), redPacketCampaign(), falling])).toBe(falling);
    expect(rainingCampaign([redPacketCampaign({ state: 'claimed', amount: 2 })])).toBeNull();
    expect(rainingCampaign([raffleCampaign({ state: 'claim' })])).toBeNull();
  });

  it('waits until just after the next start, then just after the end', () => {
    expect(nextRainCheck([redPacketCampaign()], before)).toBe(3_600_000 + RAIN_SETTLE_MS);
    const falling = redPacketCampaign({ state: 'claim' });
    expect(nextRainCheck([falling], during)).toBe(RAIN_ENDS_AT - during + RAIN_SETTLE_MS);
    const grabbed = redPacketCampaign({ state: 'claimed', amount: 3 });
    expect(nextRainCheck([grabbed], during)).toBe(RAIN_ENDS_AT - during + RAIN_SETTLE_MS);
  });

  it('takes the soonest of several campaigns and ignores other kinds, closed ones and ones without rain left', () => {
    const later = redPacketCampaign({ id: 32 }, { nextStartsAt: RAIN_STARTS_AT + DAY, nextEndsAt: RAIN_ENDS_AT + DAY });
    const list = [campaign(), later, redPacketCampaign(), redPacketCampaign({ id: 33, state: 'close' })];
    expect(nextRainCheck(list, before)).toBe(3_600_000 + RAIN_SETTLE_MS);
    expect(nextRainCheck([campaign(), redPacketCampaign({ state: 'close' })], before)).toBeNull();
    expect(nextRainCheck([redPacketCampaign({}, { nextStartsAt: null, nextEndsAt: null })], before)).toBeNull();
  });

  it('asks again soon when the view lags this clock: a rain over, or one just begun that it still waits for', () => {
    expect(nextRainCheck([redPacketCampaign({ state: 'claim' })], RAIN_ENDS_AT + 1)).toBe(RAIN_RETRY_MS);
    expect(nextRainCheck([redPacketCampaign()], RAIN_STARTS_AT + 2_000)).toBe(RAIN_RETRY_MS);
    // A minute into the rain, a member still waiting is short of the deposit: only the end matters.
    const late = RAIN_STARTS_AT + 2 * 60_000;
    expect(nextRainCheck([redPacketCampaign()], late)).toBe(RAIN_ENDS_AT - late + RAIN_SETTLE_MS);
  });

  it('never sets one timer longer than a few hours', () => {
    const far = redPacketCampaign({}, { nextStartsAt: RAIN_STARTS_AT + 30 * DAY, nextEndsAt: RAIN_ENDS_AT + 30 * DAY });
    expect(nextRainCheck([far], before)).toBe(RAIN_MAX_WAIT_MS);
  });
});
