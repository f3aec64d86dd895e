import type { Contract } from '@lotus/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { canLoadConsolidated, nextRequest, offerGone, terminationPreview } from './popup';

const offer = (id: number, offeredAt: number, status: Contract['status'] = 'pending'): Contract => ({
  id,
  kind: 'dailySalary',
  status,
  terms: { kind: 'dailySalary', tiers: [{ rate: 1, activeMembers: 1, dailyBet: 100 }] },
  upline: { username: 'agent', nickname: null },
  downline: { username: 'demo', nickname: null },
  offeredAt,
  answeredAt: null,
  endedAt: null,
  endReason: null,
  expiresAt: null,
});

describe('contract pop-up', () => {
  it('loads consolidated only for real members of a merchant with agent contracts', () => {
    expect(canLoadConsolidated({ token: 't', isTrial: false }, true)).toBe(true);
    expect(canLoadConsolidated({ token: 't', isTrial: true }, true)).toBe(false);
    expect(canLoadConsolidated({ token: null, isTrial: false }, true)).toBe(false);
    expect(canLoadConsolidated({ token: 't', isTrial: false }, false)).toBe(false);
  });

  it('shows the oldest pending offer not yet put aside', () => {
    const list = [offer(3, 300), offer(1, 100, 'active'), offer(2, 200)];
    expect(nextRequest(list, new Set())?.id).toBe(2);
    expect(nextRequest(list, new Set([2]))?.id).toBe(3);
    expect(nextRequest(list, new Set([2, 3]))).toBeNull();
  });

  it('reads the contracts an accept would end from a 409 confirm.terminations', () => {
    const error = new ApiError('contract.confirm.terminations', 'Please confirm', 409, {
      count: 3,
      downlines: [
        { username: 'down1', kind: 'dailySalary' },
        { username: 'down2', kind: 'dailySalary' },
      ],
    });
    expect(terminationPreview(error)).toEqual({
      count: 3,
      downlines: [
        { username: 'down1', kind: 'dailySalary' },
        { username: 'down2', kind: 'dailySalary' },
      ],
    });
    expect(terminationPreview(new ApiError('contract.rate.exceeds', 'Too high', 400))).toBeNull();
    expect(terminationPreview(new Error('x'))).toBeNull();
  });

  it('moves on when the offer was answered or withdrawn elsewhere', () => {
    expect(offerGone(new ApiError('contract.not.pending', 'Answered', 409))).toBe(true);
    expect(offerGone(new ApiError('contract.not.found', 'Gone', 404))).toBe(true);
    expect(offerGone(new ApiError('contract.rate.exceeds', 'Too high', 400))).toBe(false);
  });
});
