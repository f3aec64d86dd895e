export { VipLabel } from './components/vip-label';
export { VipLive } from './components/vip-live';
export { VipSection } from './components/vip-section';
