import { Suspense, useEffect } from 'react';
import { lazyComponent } from '@/lib/lazy';
import { closeLaunchScreen, useLaunchScreen } from '../stores/launch-store';

const GameDialog = lazyComponent(() => import('./game-dialog').then((m) => m.default));
const MaintenanceDialog = lazyComponent(() => import('./maintenance-dialog').then((m) => m.default));
const VendorGamesDialog = lazyComponent(() => import('./vendor-games-dialog').then((m) => m.default));

/** Mounts the game, maintenance or vendor sub-list popup (and loads its code) only when one is open. */
export function LaunchHost() {
  const screen = useLaunchScreen((s) => s.screen);
  // Leaving the page closes what the lobby opened over it.
  useEffect(() => closeLaunchScreen, []);
  if (!screen) return null;
  return (
    <Suspense fallback={null}>
      {screen.kind === 'game' ? (
        <GameDialog key={screen.url} url={screen.url} title={screen.title} free={screen.free} />
      ) : null}
      {screen.kind === 'maintenance' ? (
        <MaintenanceDialog title={screen.title} gameType={screen.gameType} recommendations={screen.recommendations} />
      ) : null}
      {screen.kind === 'vendor' ? <VendorGamesDialog key={screen.card.vassalage} card={screen.card} /> : null}
    </Suspense>
  );
}
