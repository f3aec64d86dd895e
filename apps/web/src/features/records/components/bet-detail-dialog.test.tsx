import type { BetDetail } from '@lotus/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithBoot } from '@/test/render-with-boot';
import { BetDetailDialog } from './bet-detail-dialog';

const bet = (lottery: NonNullable<BetDetail['lottery']>): BetDetail => ({
  id: 7,
  vendorCode: 'TCG',
  vendorName: 'TCG',
  gameCode: 'ssc-1',
  gameName: '1-Minute Lotto',
  gameType: 'ELOTT',
  roundId: 'lot-7',
  stake: 2,
  validBet: 2,
  payout: 0,
  winLoss: -2,
  status: 'settled',
  placedAt: Date.parse('2026-12-07T01:00:00Z'),
  settledAt: Date.parse('2026-12-07T01:01:00Z'),
  houseRoundId: null,
  lottery,
  detail: {},
});

/** The detail the agent centre opens for a bet of its team (and the member for its own), from a fixed answer. */
const open = (detail: BetDetail) =>
  renderWithBoot(
    <BetDetailDialog
      id={detail.id}
      onClose={() => undefined}
      source={{ key: ['test', 'bet'], fetch: async () => detail }}
    />,
  );

describe('a lottery bet in the bet details', () => {
  it("shows a fixed-position bet's picks as the player saw them, and one bet in the singular", async () => {
    open(
      bet({
        numero: '20261207-0061',
        play: 'SSC5.FIXED',
        picks: [[], [], [], ['4'], []],
        multiple: 1,
        betCount: 1,
        result: '3,0,7,1,9',
      }),
    );
    const lottery = await screen.findByTestId('bet-detail-lottery');
    expect(within(lottery).getByTestId('bet-detail-picks').textContent).toBe('- | - | - | 4 | -');
    expect(lottery.textContent).toContain('1 bet × 1');
    expect(lottery.textContent).not.toContain('1 bets');
  });

  it('labels a VN result prize by prize, special to seventh', async () => {
    const display =
      '12345|67890|11111,22222|30001,30002,30003,30004,30005,30006|4001,4002,4003,4004|5001,5002,5003,5004,5005,5006|601,602,603|71,72,73,74';
    open(bet({ numero: '20261207-0020', play: 'VN.DE', picks: [['45']], multiple: 1, betCount: 1, result: display }));
    const board = await screen.findByTestId('lottery-prizes');
    const rows = within(board).getAllByRole('row');
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'Special prize',
      '1st prize',
      '2nd prize',
      '3rd prize',
      '4th prize',
      '5th prize',
      '6th prize',
      '7th prize',
    ]);
    expect(rows[0]?.textContent).toContain('12345');
    expect(rows[7]?.textContent).toContain('74');
  });
});
