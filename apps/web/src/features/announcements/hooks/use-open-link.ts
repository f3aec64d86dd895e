import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast';
import { useStartGame } from '@/features/games';
import { findLinkedGame } from '../api/find-game';
import type { LinkTarget } from '../lib/link-target';

/**
 * Follows a banner's or announcement's link: a site route navigates, an outside URL opens a new tab, a game starts
 * through the games feature (login, trial and maintenance rules included); a game that is gone shows its vendor.
 */
export function useOpenLink() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { playGame } = useStartGame();

  return useCallback(
    async (target: LinkTarget) => {
      if (target.kind === 'route') {
        await navigate(target.href);
        return;
      }
      if (target.kind === 'external') {
        window.open(target.href, '_blank', 'noopener,noreferrer');
        return;
      }
      try {
        const game = await findLinkedGame(target.vendorCode, target.gameCode);
        if (game) playGame(game);
        else await navigate(`/rng?vassalage=${encodeURIComponent(target.vendorCode)}`);
      } catch {
        toast.error(t('errors.loadFailed'));
      }
    },
    [navigate, playGame, t],
  );
}
