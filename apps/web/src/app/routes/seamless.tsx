import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { GamepadIcon } from '@/components/ui/menu-icons';
import { useBootInfo } from '@/features/system';
import { balanceKey } from '@/features/wallet';
import { roundsInProgress } from '@/lib/game-rounds';
import { PageFrame } from '../components/page-frame';
import './seamless.css';

interface SeamlessState {
  url?: string;
  title?: string;
}

/**
 * A `?url=` from a link may only frame this site or the merchant's game CDNs: the page must not become a frame for
 * any address someone puts in a link.
 */
function allowedUrl(raw: string | null, launchCdns: readonly string[]): string | null {
  if (!raw) return null;
  if (raw.startsWith('/') && !raw.startsWith('//')) return raw;
  try {
    const url = new URL(raw);
    const allowed = [window.location.origin, ...launchCdns].some((cdn) => {
      try {
        return new URL(cdn).origin === url.origin;
      } catch {
        return false;
      }
    });
    return allowed && (url.protocol === 'https:' || url.protocol === 'http:') ? url.href : null;
  } catch {
    return null;
  }
}

/** The page a game runs on full size (game layout: no footer, no side menu), with the way back to the lobby. */
export default function SeamlessRoute() {
  const { t } = useTranslation();
  const location = useLocation();
  const [params] = useSearchParams();
  const boot = useBootInfo();
  const queryClient = useQueryClient();
  const state = (location.state ?? {}) as SeamlessState;
  const url = state.url ?? allowedUrl(params.get('url'), boot?.info.launchGameCDNs ?? []);
  const title = state.title ?? t('pages.seamless.title');

  // The game may have moved money: the balance is read again when the player leaves it (a round cut off mid-reveal
  // included).
  useEffect(
    () => () => {
      roundsInProgress.clear();
      void queryClient.invalidateQueries({ queryKey: balanceKey });
    },
    [queryClient],
  );

  if (!url) {
    return (
      <PageFrame name="seamless" title={t('pages.seamless.title')}>
        <EmptyState
          icon={<GamepadIcon />}
          title={t('pages.seamless.emptyTitle')}
          description={t('pages.seamless.emptyText')}
          action={
            <Link to="/" className="btn btn--accent btn--md">
              {t('games.backToLobby')}
            </Link>
          }
        />
      </PageFrame>
    );
  }
  return (
    <div className="seamless" data-testid="page-seamless">
      <div className="seamless__bar">
        <Link to="/" className="btn btn--outline btn--sm">
          {t('games.backToLobby')}
        </Link>
        <h1 className="seamless__title">{title}</h1>
      </div>
      <iframe
        className="seamless__frame"
        src={url}
        title={title}
        allow="autoplay; fullscreen; clipboard-write"
        allowFullScreen
      />
    </div>
  );
}
