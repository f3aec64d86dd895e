import { lazyComponent } from '@/lib/lazy';

export { GameGridSkeleton } from './components/game-grid';
export { HomeLobby } from './components/home-lobby';
export { LaunchHost } from './components/launch-host';
export { VendorGrid } from './components/vendor-grid';
export { WinnerBoard } from './components/winner-board';
export { useGameCategories } from './hooks/use-game-categories';
export { useStartGame } from './hooks/use-start-game';
export { useVendorOptions } from './hooks/use-vendor-options';
export { categoryPaths, VENDOR_CENTRES } from './lib/categories';

// The game-list and account pages load their code with the page: the home page and the layout do not carry it.
export const GameListCentre = lazyComponent(() =>
  import('./components/game-list-centre').then((m) => m.GameListCentre),
);
export const AccountGameList = lazyComponent(() =>
  import('./components/account-game-list').then((m) => m.AccountGameList),
);
