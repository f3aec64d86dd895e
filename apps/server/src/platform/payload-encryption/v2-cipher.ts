// The v2 cipher lives in @lotus/payload-crypto, shared with the web's tests. Only bench/wallet/operations.ts still
// imports it by this path: point that import at '@lotus/payload-crypto', then delete this file.
export { sealV2 } from '@lotus/payload-crypto';
