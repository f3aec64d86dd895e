// Contract schemas, one module per contract file, each loaded on its first use (contract-schema.ts).
export { vendorLanesSchema, winnerBoardSchema } from '@lotus/contract';
