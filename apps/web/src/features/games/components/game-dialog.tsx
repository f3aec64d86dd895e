import { useQueryClient } from '@tanstack/react-query';
import { Dialog as RadixDialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CloseIcon } from '@/components/ui/icons';
import { balanceKey } from '@/features/wallet';
import { roundsInProgress } from '@/lib/game-rounds';
import { closeLaunchScreen } from '../stores/launch-store';
import { ExpandIcon } from './game-icons';
import './game-dialog.css';

/**
 * The game popup (spec §2 "game (iframe)"): the vendor's page in an iframe, sized for desktop and full screen on
 * phones, with a full-page view (/seamless) and close. Closing refreshes the balance: the game may have moved money.
 */
export default function GameDialog({ url, title, free }: { url: string; title: string; free: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const close = () => {
    closeLaunchScreen();
    // A game closed mid-round never says the round ended: the header stops waiting for it.
    roundsInProgress.clear();
    if (!free) void queryClient.invalidateQueries({ queryKey: balanceKey });
  };
  return (
    <RadixDialog.Root open onOpenChange={(open) => (open ? undefined : close())}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="game-dialog-overlay" />
        <RadixDialog.Content className="game-dialog" data-testid="game-dialog" aria-describedby={undefined}>
          <div className="game-dialog__bar">
            <RadixDialog.Title className="game-dialog__title">
              {title}
              {free ? <span className="game-dialog__free">{t('games.dialog.freePlay')}</span> : null}
            </RadixDialog.Title>
            <button
              type="button"
              className="game-dialog__action"
              aria-label={t('games.dialog.fullPage')}
              title={t('games.dialog.fullPage')}
              onClick={() => {
                closeLaunchScreen();
                void navigate('/seamless', { state: { url, title, free } });
              }}
            >
              <ExpandIcon />
            </button>
            <RadixDialog.Close className="game-dialog__action" aria-label={t('common.close')}>
              <CloseIcon />
            </RadixDialog.Close>
          </div>
          <iframe
            className="game-dialog__frame"
            src={url}
            title={title}
            allow="autoplay; fullscreen; clipboard-write"
            allowFullScreen
          />
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
