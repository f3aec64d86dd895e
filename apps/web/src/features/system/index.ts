export { type SystemStatus, systemStatusQuery } from './api/get-system-status';
export { useBootInfo, useFeature, useMerchant, useSystemStatus } from './hooks/use-system-status';
export { statusPage } from './lib/status-page';
