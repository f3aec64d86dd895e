/** Advisory lock key: processes starting together on one database take turns to migrate and seed. */
export const MIGRATION_LOCK_KEY = 7_240_301;

/** Advisory lock key: processes that find no current payload key take turns to create one. */
export const PAYLOAD_KEYS_LOCK_KEY = 7_240_302;
