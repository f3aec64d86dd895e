// Console forms are the app's contract forms: the contract's schema judges them, the server's refusals land on fields.
export { fieldPaths, useContractForm as useConsoleForm } from '@/lib/forms/use-contract-form';
