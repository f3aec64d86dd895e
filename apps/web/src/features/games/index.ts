export { vendorLanesQuery } from './api/get-vendor-lanes';
export { winnerBoardQuery } from './api/get-winner-board';
export { CategoryLinks } from './components/category-links';
export { VendorGrid } from './components/vendor-grid';
export { WinnerBoard } from './components/winner-board';
export { useGameCategories } from './hooks/use-game-categories';
export {
  categoriesFromLanes,
  categoryPaths,
  ESPORTS_VENDORS,
  type RoutedCategory,
  routedCategories,
} from './lib/categories';
