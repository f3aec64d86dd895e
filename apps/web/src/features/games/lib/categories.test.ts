import type { VendorLane } from '@lotus/contract';
import { describe, expect, it } from 'vitest';
import { cardsOfCategory, categoriesFromLanes } from './categories';

const card = (vassalage: string, gameType: string) => ({
  vassalage,
  gameType,
  displayName: vassalage,
  lagerIcon: null,
});
const lane = (title: string, cards: ReturnType<typeof card>[]): VendorLane => ({ title, cards, gameClassify: [] });

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
