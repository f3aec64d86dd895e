/** Advisory lock key: processes starting together on one database take turns to migrate and seed. */
export const MIGRATION_LOCK_KEY = 7_240_301;

/** Advisory lock key: processes that find no current payload key take turns to create one. */
export const PAYLOAD_KEYS_LOCK_KEY = 7_240_302;

/**
 * Advisory lock namespace: ledger transfers under one idempotency key (hashed into the second key) take turns, so
 * two requests reusing a key never both pass the "key unused" check.
 */
export const LEDGER_KEY_LOCK_NAMESPACE = 7_240_303;
