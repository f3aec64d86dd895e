/** Public entry for the full-page system screens; loaded only when one is shown, so kept out of index.ts. */
export { BootError } from './components/boot-error';
export { MaintenancePage } from './components/maintenance-page';
export { RateLimitedPage } from './components/rate-limited-page';
export { RegionBlockPage } from './components/region-block-page';
