import type { GameItem, VendorCard } from '@lotus/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast';
import { openLogin, openTrialNotice } from '@/features/auth';
import { isApiError } from '@/lib/api';
import { useSessionStore } from '@/lib/session';
import { type LaunchTarget, launchGame, maintenanceRecommendations } from '../api/launch-game';
import { cardNodeId, startRoute } from '../lib/categories';
import { closeLaunchScreen, setLaunchPending, showLaunchScreen, useLaunchScreen } from '../stores/launch-store';

/**
 * Spec §4 "Start game": a guest gets the login dialog, a trial account the `in_need_true_account` notice, a member
 * is routed as spec §2 says. Free play (`accountType 0`) needs no login. Under maintenance the recommendations show.
 */
export function useStartGame() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loggedIn = useSessionStore((s) => s.token !== null);
  const trial = useSessionStore((s) => s.isTrial);

  /** Checks who may play for real; false when a dialog took over. */
  const mayPlay = useCallback(() => {
    if (!loggedIn) openLogin();
    else if (trial) openTrialNotice();
    else return true;
    return false;
  }, [loggedIn, trial]);

  const go = useCallback(
    (path: string) => {
      closeLaunchScreen();
      void navigate(path);
    },
    [navigate],
  );

  const launch = useCallback(
    async (target: LaunchTarget, title: string, free: boolean) => {
      if (useLaunchScreen.getState().pending !== null) return;
      setLaunchPending(target.nodeId);
      try {
        const url = await launchGame(target, free);
        showLaunchScreen({ kind: 'game', url, title, free });
      } catch (error) {
        const recommendations = await maintenanceRecommendations(error);
        if (recommendations) {
          showLaunchScreen({ kind: 'maintenance', title, gameType: target.gameType, recommendations });
        } else if (isApiError(error) && error.errorCode === 'in_need_true_account') {
          openTrialNotice();
        } else if (isApiError(error) && error.errorCode === 'login.not.session') {
          openLogin();
        } else {
          toast.error(isApiError(error) ? error.message : t('errors.unknown'));
        }
      } finally {
        setLaunchPending(null);
      }
    },
    [t],
  );

  /** A game tile: its play button, or its free trial (`free`). */
  const playGame = useCallback(
    (game: GameItem, options: { free?: boolean } = {}) => {
      const free = options.free === true;
      if (game.maintenance) {
        showLaunchScreen({ kind: 'maintenance', title: game.gameName, gameType: game.gameType, recommendations: null });
        return;
      }
      if (!free && !mayPlay()) return;
      const route = startRoute(game);
      if ('path' in route && !free) {
        go(route.path);
        return;
      }
      void launch(game, game.gameName, free);
    },
    [go, launch, mayPlay],
  );

  /** A vendor card of a lane: the slot page, a sub-list, a lottery page or the vendor's one game. */
  const openVendor = useCallback(
    (card: VendorCard) => {
      if (card.maintenance) {
        showLaunchScreen({
          kind: 'maintenance',
          title: card.displayName,
          gameType: card.gameType,
          recommendations: null,
        });
        return;
      }
      const route = startRoute({ vassalage: card.vassalage, gameType: card.gameType, card });
      if ('list' in route) {
        go(`/rng?vassalage=${encodeURIComponent(card.vassalage)}`);
        return;
      }
      if ('subList' in route) {
        showLaunchScreen({ kind: 'vendor', card });
        return;
      }
      if (!mayPlay()) return;
      if ('path' in route) {
        go(route.path);
        return;
      }
      const nodeId = cardNodeId(card);
      if (nodeId === null) showLaunchScreen({ kind: 'vendor', card });
      else void launch({ nodeId, gameType: card.gameType, vassalage: card.vassalage }, card.displayName, false);
    },
    [go, launch, mayPlay],
  );

  return { playGame, openVendor };
}
