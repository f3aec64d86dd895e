import type { BonusView } from '@lotus/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import { balanceKey, balanceQuery } from '@/features/wallet';
import { queryClient } from '@/lib/api';
import { useSessionStore } from '@/lib/session';
import { forfeitBonus } from '../api/bonuses';
import { bonusesKey, promotionsKey } from '../api/keys';
import { usePromoText } from '../hooks/use-promo-text';
import { forfeitTakes } from '../lib/bonus-progress';

/**
 * Asks before an active bonus is given up, saying what goes: the bonus, or the whole balance when that is less (the
 * figure with the balance now, when it is known). Its requirement ends with it.
 */
export function ForfeitDialog({ bonus, onClose }: { bonus: BonusView | null; onClose: () => void }) {
  const { t, money } = usePromoText();
  const token = useSessionStore((s) => s.token);
  const balance = useQuery({ ...balanceQuery(token), enabled: token !== null && bonus !== null });
  const [sending, setSending] = useState(false);

  const confirm = async () => {
    if (!bonus) return;
    setSending(true);
    try {
      const { bonus: after } = await forfeitBonus(bonus.id);
      toast.success(t('promotionsCentre.bonus.forfeited', { amount: money(after.forfeited) }));
      onClose();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: bonusesKey }),
        queryClient.invalidateQueries({ queryKey: promotionsKey }),
        queryClient.invalidateQueries({ queryKey: balanceKey }),
      ]);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t('errors.unknown'));
    } finally {
      setSending(false);
    }
  };

  const now = balance.data?.sumBalance;
  return (
    <Dialog
      open={bonus !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="sm"
      title={t('promotionsCentre.bonus.forfeitTitle')}
      testId="forfeit-dialog"
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('promotionsCentre.bonus.keep')}
          </Button>
          <Button variant="accent" loading={sending} onClick={() => void confirm()} data-testid="forfeit-confirm">
            {t('promotionsCentre.bonus.forfeitConfirm')}
          </Button>
        </>
      }
    >
      {bonus ? (
        <div className="forfeit">
          <p className="forfeit__title">{bonus.title}</p>
          <p>{t('promotionsCentre.bonus.forfeitText', { amount: money(bonus.amount) })}</p>
          {now === undefined ? null : (
            <p className="forfeit__now" data-testid="forfeit-amount">
              {t('promotionsCentre.bonus.forfeitNow', { amount: money(forfeitTakes(bonus.amount, now)) })}
            </p>
          )}
        </div>
      ) : null}
    </Dialog>
  );
}
