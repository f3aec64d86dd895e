import type { PromotionView } from '@lotus/contract';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { useRequireLogin } from '@/features/auth';
import { useSessionStore } from '@/lib/session';
import { usePromoText } from '../hooks/use-promo-text';
import type { RunAction } from '../hooks/use-promotion-action';
import { actionOf } from '../lib/states';

export interface CampaignActionProps {
  promotion: PromotionView;
  run: (promotion: PromotionView, action: RunAction) => unknown;
  busy: boolean;
  block?: boolean;
  /** The time now, for a rain or a draw (see `actionOf`). */
  now?: number;
}

/**
 * The one thing a campaign's state lets the viewer do: join, claim (a check-in, a raffle's prize, a red packet), or
 * deposit to qualify. A guest is asked to log in first, a trial account is told it cannot take part (the login rules
 * of `useRequireLogin`).
 */
export function CampaignAction({ promotion, run, busy, block, now }: CampaignActionProps) {
  const { t } = usePromoText();
  const navigate = useNavigate();
  const requireLogin = useRequireLogin();
  const guest = useSessionStore((s) => s.token === null);
  const action = actionOf(promotion, now);
  if (!action) return null;
  const common = { block, 'data-testid': 'promotion-action', 'data-action': action } as const;
  if (guest) {
    return (
      <Button {...common} variant="primary" onClick={() => requireLogin()}>
        {t('promotionsCentre.actions.logIn')}
      </Button>
    );
  }
  if (action === 'deposit') {
    return (
      <Button {...common} variant="outline" onClick={() => requireLogin(() => void navigate('/member?tab=depositv2'))}>
        {t('promotionsCentre.actions.deposit')}
      </Button>
    );
  }
  return (
    <Button {...common} variant="accent" loading={busy} onClick={() => requireLogin(() => void run(promotion, action))}>
      {t(`promotionsCentre.actions.${action}`)}
    </Button>
  );
}
