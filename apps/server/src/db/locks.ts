/** Advisory lock key: processes starting together on one database take turns to migrate and seed. */
export const MIGRATION_LOCK_KEY = 7_240_301;
