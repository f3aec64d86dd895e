// Contract schemas, one module per contract file, each loaded on its first use (contract-schema.ts).
export { helpCenterSchema } from '@lotus/contract';
