/** Public entry for the promotions route chunk; kept out of index.ts so DOMPurify stays out of the start-up bundle. */
export { default as PromotionCampaigns } from './components/promotion-campaigns';
