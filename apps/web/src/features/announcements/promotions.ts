/** Public entry for the promotions route chunk; kept out of index.ts so DOMPurify stays out of the start-up bundle. */
export { PromotionList } from './components/promotion-list';
