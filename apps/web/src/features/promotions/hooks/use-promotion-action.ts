import type { PromotionView } from '@lotus/contract';
import { useCallback, useRef, useState } from 'react';
import { toast } from '@/components/ui/toast';
import { balanceKey } from '@/features/wallet';
import { isApiError, queryClient } from '@/lib/api';
import { claimPromotion, claimRaffle, joinPromotion, putCampaign } from '../api/campaigns';
import { bonusesKey, promotionsKey } from '../api/keys';
import type { PromotionAction } from '../lib/states';
import { usePromoText } from './use-promo-text';

/** An answer came back (a refusal): the next press is a new request. Lost answers keep their key for the retry. */
export type RunAction = Exclude<PromotionAction, 'deposit'>;

export interface RunOptions {
  /** No toast on success: the caller shows the outcome itself (the red-packet rain's dialog). */
  quiet?: boolean;
}

const answered = (error: unknown) => isApiError(error) && error.status >= 400 && error.status < 500;

type Text = ReturnType<typeof usePromoText>;

/** The toast after an action: joined, sent for review, checked in, grabbed, or paid. */
function doneText(next: PromotionView, action: RunAction, t: Text['t'], money: Text['money']): string {
  if (action === 'join') return t('promotionsCentre.done.joined', { title: next.title });
  if (next.state === 'applying') return t('promotionsCentre.done.applying');
  if (next.state === 'signed') return t('promotionsCentre.done.signed', { day: next.streak ?? 1 });
  if (next.amount === null) return t('promotionsCentre.notes.claimedAny');
  if (action === 'grab') return t('promotionsCentre.done.grabbed', { amount: money(next.amount) });
  return t('promotionsCentre.done.paid', { amount: money(next.amount) });
}

/** Sends what an action asks: join, a raffle's prize claim, or a claim (a check-in and a grab are claims too). */
function send(promotionId: number, action: RunAction, key: string) {
  if (action === 'join') return joinPromotion(promotionId);
  return action === 'claimPrize' ? claimRaffle(promotionId, key) : claimPromotion(promotionId, key);
}

/**
 * Joins or claims (checks in, claims a raffle's prize, grabs a red packet). Each claim carries an Idempotency-Key per
 * campaign that survives a lost answer, so pressing again after a network failure cannot pay twice; a success or a
 * refusal starts a new one. The answer's state replaces the campaign's in every list at once (a reviewed claim moves
 * to `applying`), and the lists, the badge, the bonuses and the balance are read again. A failure shows the server's
 * message.
 */
export function usePromotionAction() {
  const { t, money } = usePromoText();
  const keys = useRef(new Map<number, string>());
  const [busyId, setBusyId] = useState<number | null>(null);

  const run = useCallback(
    async (promotion: PromotionView, action: RunAction, options: RunOptions = {}) => {
      setBusyId(promotion.id);
      try {
        const claim = action !== 'join';
        const key = keys.current.get(promotion.id) ?? crypto.randomUUID();
        if (claim) keys.current.set(promotion.id, key);
        const next = (await send(promotion.id, action, key)).promotion;
        if (claim) keys.current.delete(promotion.id);
        putCampaign(next);
        if (!options.quiet) toast.success(doneText(next, action, t, money));
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: promotionsKey }),
          queryClient.invalidateQueries({ queryKey: bonusesKey }),
          queryClient.invalidateQueries({ queryKey: balanceKey }),
        ]);
        return next;
      } catch (error) {
        if (action !== 'join' && answered(error)) keys.current.delete(promotion.id);
        toast.error(error instanceof Error ? error.message : t('errors.unknown'));
        return null;
      } finally {
        setBusyId(null);
      }
    },
    [t, money],
  );

  return { run, busyId };
}
