import type { VendorCard, VendorLane } from '@lotus/contract';
import { describe, expect, it } from 'vitest';
import { cardsOfCategory, categoriesFromLanes, exclusiveCards, lobbyTabs, pickerCards, startRoute } from './categories';

const card = (vassalage: string, gameType: string, extra: Partial<VendorCard> = {}): VendorCard => ({
  vassalage,
  gameType,
  displayName: vassalage,
  lagerIcon: null,
  ...extra,
});
const lane = (title: string, cards: VendorCard[]): VendorLane => ({ title, cards, gameClassify: [] });
const slots = (n: number, extra: (i: number) => Partial<VendorCard> = () => ({})) =>
  Array.from({ length: n }, (_, i) => card(`S${i}`, 'RNG', extra(i)));

describe('game categories from vendor lanes', () => {
  it('keeps the delivered order and skips lanes without vendors or without a page', () => {
    const lanes = [
      lane('LIVE', [card('EVO', 'LIVE')]),
      lane('RNG', [card('PG', 'RNG')]),
      lane('FISH', []),
      lane('COCKFIGHT', [card('SV3', 'COCKFIGHT')]),
    ];
    expect(categoriesFromLanes(lanes)).toEqual(['LIVE', 'RNG']);
  });

  it('derives an e-sports category from the e-sports books among the sports vendors', () => {
    const lanes = [lane('SPORTS', [card('SABA', 'SPORTS'), card('IMES', 'SPORTS')])];
    expect(categoriesFromLanes(lanes)).toEqual(['SPORTS', 'ESPORTS']);
    expect(cardsOfCategory(lanes, 'ESPORTS').map((c) => c.vassalage)).toEqual(['IMES']);
    expect(cardsOfCategory(lanes, 'SPORTS').map((c) => c.vassalage)).toEqual(['SABA']);
  });

  it('has no categories when the server lists no vendors', () => {
    expect(categoriesFromLanes([])).toEqual([]);
  });
});

describe('slot and exclusive vendors (spec §2, §9)', () => {
  it('shows the first ten slot vendors on the slot tab and vendors 10 to 15 as exclusive when none is marked', () => {
    const lanes = [lane('RNG', slots(18))];
    expect(cardsOfCategory(lanes, 'RNG').map((c) => c.vassalage)).toEqual(slots(10).map((c) => c.vassalage));
    expect(exclusiveCards(lanes).map((c) => c.vassalage)).toEqual(['S10', 'S11', 'S12', 'S13', 'S14']);
  });

  it('takes the vendors the merchant marked exclusive out of the slot tab', () => {
    const lanes = [
      lane(
        'RNG',
        slots(12, (i) => ({ exclusive: i === 1 || i === 2, local: i === 11 })),
      ),
    ];
    expect(exclusiveCards(lanes).map((c) => c.vassalage)).toEqual(['S1', 'S2']);
    const tab = cardsOfCategory(lanes, 'RNG').map((c) => c.vassalage);
    expect(tab).toHaveLength(10);
    expect(tab).not.toContain('S1');
    expect(cardsOfCategory(lanes, 'LOCAL').map((c) => c.vassalage)).toEqual(['S11']);
  });

  it('offers the exclusive (MXWIN) vendors in the card page dropdown after the card vendors', () => {
    const lanes = [
      lane(
        'RNG',
        slots(1, () => ({ exclusive: true })),
      ),
      lane('PVP', [card('KY', 'PVP')]),
    ];
    expect(pickerCards(lanes, 'PVP').map((c) => c.vassalage)).toEqual(['KY', 'S0']);
  });
});

describe('the home lobby menu (spec §2)', () => {
  it('starts with HOME and FAV and puts the exclusive games just before sports', () => {
    const lanes = [
      lane('RNG', slots(12)),
      lane('LIVE', [card('AG', 'LIVE')]),
      lane('SPORTS', [card('SABA', 'SPORTS'), card('TF', 'SPORTS')]),
      lane('ELOTT', [card('TCG', 'ELOTT')]),
    ];
    expect(lobbyTabs(lanes)).toEqual(['HOME', 'FAV', 'RNG', 'LIVE', 'EXCLUSIVE', 'SPORTS', 'ESPORTS', 'ELOTT']);
  });

  it('puts the exclusive games last without a sports lane, and leaves them out when there are none', () => {
    expect(lobbyTabs([lane('RNG', slots(11))])).toEqual(['HOME', 'FAV', 'RNG', 'EXCLUSIVE']);
    expect(lobbyTabs([lane('RNG', slots(3))])).toEqual(['HOME', 'FAV', 'RNG']);
    expect(lobbyTabs([])).toEqual(['HOME', 'FAV']);
  });
});

describe('game start routing (spec §2)', () => {
  it('sends the lottery vendors and categories to their pages', () => {
    expect(startRoute({ vassalage: 'TCG_LOTTO_VN', gameType: 'LOTT', gameCode: 'vn-north' })).toEqual({
      path: '/vnLottery?gameCode=vn-north',
    });
    expect(startRoute({ vassalage: 'TCG_SEA', gameType: 'LOTT' })).toEqual({ path: '/seaLottery' });
    expect(startRoute({ vassalage: 'TCG', gameType: 'ELOTT', gameCode: 'fast 3' })).toEqual({
      path: '/lottery?gameCode=fast%203',
    });
  });

  it('opens the slot page for slot vendor cards, a sub-list for VASSALAGE cards, and launches the rest', () => {
    const sub = card('AG', 'LIVE', { isGame: 'VASSALAGE' });
    expect(startRoute({ vassalage: 'PG', gameType: 'RNG', card: card('PG', 'RNG', { isGame: 'VASSALAGE' }) })).toEqual({
      list: true,
    });
    expect(startRoute({ vassalage: 'AG', gameType: 'LIVE', card: sub })).toEqual({ subList: true });
    expect(startRoute({ vassalage: 'SABA', gameType: 'SPORTS', card: card('SABA', 'SPORTS', { isGame: 42 }) })).toEqual(
      { launch: true },
    );
    expect(startRoute({ vassalage: 'PG', gameType: 'RNG', gameCode: 'x' })).toEqual({ launch: true });
  });
});
