import type { PromotionView } from '@lotus/contract';
import { useCallback, useRef, useState } from 'react';
import { toast } from '@/components/ui/toast';
import { balanceKey } from '@/features/wallet';
import { isApiError, queryClient } from '@/lib/api';
import { claimPromotion, joinPromotion, putCampaign } from '../api/campaigns';
import { bonusesKey, promotionsKey } from '../api/keys';
import type { PromotionAction } from '../lib/states';
import { usePromoText } from './use-promo-text';

/** An answer came back (a refusal): the next press is a new request. Lost answers keep their key for the retry. */
export type RunAction = Exclude<PromotionAction, 'deposit'>;

const answered = (error: unknown) => isApiError(error) && error.status >= 400 && error.status < 500;

type Text = ReturnType<typeof usePromoText>;

/** The toast after an action: joined, sent for review, checked in, or paid. */
function doneText(next: PromotionView, action: RunAction, t: Text['t'], money: Text['money']): string {
  if (action === 'join') return t('promotionsCentre.done.joined', { title: next.title });
  if (next.state === 'applying') return t('promotionsCentre.done.applying');
  if (next.state === 'signed') return t('promotionsCentre.done.signed', { day: next.streak ?? 1 });
  if (next.amount === null) return t('promotionsCentre.notes.claimedAny');
  return t('promotionsCentre.done.paid', { amount: money(next.amount) });
}

/**
 * Joins or claims (checks in). Each claim carries an Idempotency-Key per campaign that survives a lost answer, so
 * pressing again after a network failure cannot pay twice; a success or a refusal starts a new one. The answer's
 * state replaces the campaign's in every list at once (a reviewed claim moves to `applying`), and the lists, the
 * badge, the bonuses and the balance are read again. A failure shows the server's message.
 */
export function usePromotionAction() {
  const { t, money } = usePromoText();
  const keys = useRef(new Map<number, string>());
  const [busyId, setBusyId] = useState<number | null>(null);

  const run = useCallback(
    async (promotion: PromotionView, action: RunAction) => {
      setBusyId(promotion.id);
      try {
        let next: PromotionView;
        if (action === 'join') {
          next = (await joinPromotion(promotion.id)).promotion;
        } else {
          const key = keys.current.get(promotion.id) ?? crypto.randomUUID();
          keys.current.set(promotion.id, key);
          next = (await claimPromotion(promotion.id, key)).promotion;
          keys.current.delete(promotion.id);
        }
        putCampaign(next);
        toast.success(doneText(next, action, t, money));
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: promotionsKey }),
          queryClient.invalidateQueries({ queryKey: bonusesKey }),
          queryClient.invalidateQueries({ queryKey: balanceKey }),
        ]);
        return next;
      } catch (error) {
        if (answered(error)) keys.current.delete(promotion.id);
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
