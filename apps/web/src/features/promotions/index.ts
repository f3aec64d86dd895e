export { PromotionBadge } from './components/promotion-badge';
export { BonusDetailsSection, RewardCentreSection } from './components/promotion-sections';
export { PromotionsLive } from './components/promotions-live';
