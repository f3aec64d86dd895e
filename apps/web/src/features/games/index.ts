export { vendorLanesQuery } from './api/get-vendor-lanes';
export { winnerBoardQuery } from './api/get-winner-board';
export { AccountGameList } from './components/account-game-list';
export { GameListCentre } from './components/game-list-centre';
export { HomeLobby } from './components/home-lobby';
export { LaunchHost } from './components/launch-host';
export { VendorGrid } from './components/vendor-grid';
export { WinnerBoard } from './components/winner-board';
export { useGameCategories } from './hooks/use-game-categories';
export { useStartGame } from './hooks/use-start-game';
export {
  categoriesFromLanes,
  categoryPaths,
  ESPORTS_VENDORS,
  type RoutedCategory,
  routedCategories,
  VENDOR_CENTRES,
} from './lib/categories';
