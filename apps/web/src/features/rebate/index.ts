export { rebateKey } from './api/keys';
export { rebateSettingsQuery } from './api/rebate';
export { RebateSection } from './components/rebate-section';
export { formatRate } from './lib/rebate';
