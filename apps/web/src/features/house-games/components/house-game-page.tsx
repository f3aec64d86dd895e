import type { HouseGameCode, HouseSession } from '@lotus/contract';
import { useQuery } from '@tanstack/react-query';
import { type ComponentType, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FullPageLoader } from '@/components/ui/loader';
import { GamepadIcon } from '@/components/ui/menu-icons';
import { lazyComponent } from '@/lib/lazy';
import { houseSessionQuery } from '../api/house-api';
import { useFollowSiteTheme, useGameLanguage } from '../hooks/use-game-display';
import { isHouseGame } from '../lib/present';
import { classifyHouseError } from '../lib/round-runner';
import './house-games.css';

export interface HouseGameProps {
  token: string;
  session: HouseSession;
}

// Each game is its own chunk: opening the slot never downloads the wheel.
const games: Record<HouseGameCode, ComponentType<HouseGameProps>> = {
  'lotus-slot': lazyComponent(() => import('./slot/slot-game').then((m) => m.SlotGame)),
  'lotus-scratch': lazyComponent(() => import('./scratch/scratch-game').then((m) => m.ScratchGame)),
  'lotus-wheel': lazyComponent(() => import('./wheel/wheel-game').then((m) => m.WheelGame)),
};

export interface HouseGamePageProps {
  gameCode: string | undefined;
  token: string | null;
  lang: string | null;
}

/** `/house/:gameCode?token=&lang=`: a house game as it runs in the game dialog's frame or on the seamless page. */
export function HouseGamePage({ gameCode, token, lang }: HouseGamePageProps) {
  const ready = useGameLanguage(lang);
  useFollowSiteTheme();
  if (!ready) return <FullPageLoader />;
  if (!isHouseGame(gameCode)) return <GameNotice title="unknownGame" />;
  if (!token) return <GameNotice title="noToken" />;
  return <SessionGate code={gameCode} token={token} />;
}

function SessionGate({ code, token }: { code: HouseGameCode; token: string }) {
  const { t } = useTranslation();
  const session = useQuery(houseSessionQuery(token, code));
  useEffect(() => {
    if (session.data) document.title = session.data.game.name;
  }, [session.data]);

  if (session.isPending) return <FullPageLoader />;
  if (session.isError) {
    const kind = classifyHouseError(session.error);
    return (
      <GameNotice
        title={kind === 'expired' ? 'expired' : 'session'}
        message={session.error.message}
        action={
          kind === 'expired' ? null : (
            <Button variant="accent" loading={session.isFetching} onClick={() => void session.refetch()}>
              {t('common.retry')}
            </Button>
          )
        }
      />
    );
  }
  // The token names the game it was made for; a mismatched path still plays that game.
  const Game = games[session.data.game.code];
  return (
    <Suspense fallback={<FullPageLoader />}>
      <Game token={token} session={session.data} />
    </Suspense>
  );
}

function GameNotice({
  title,
  message = '',
  action,
}: {
  title: 'unknownGame' | 'noToken' | 'expired' | 'session';
  message?: string;
  action?: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    // The notice is the whole page (no site layout around a house game): its main landmark and heading.
    <main className="hg-notice" data-testid="house-notice" data-kind={title}>
      <EmptyState
        icon={<GamepadIcon />}
        title={t(`houseGames.notices.${title}`)}
        titleAs="h1"
        description={t(`houseGames.notices.${title}Text`, { message })}
        action={action}
      />
    </main>
  );
}
