/** Advisory lock key: processes starting together on one database take turns to migrate and seed. */
export const MIGRATION_LOCK_KEY = 7_240_301;

/** Advisory lock key: processes that find no current payload key take turns to create one. */
export const PAYLOAD_KEYS_LOCK_KEY = 7_240_302;

/**
 * Advisory lock namespace: ledger transfers under one idempotency key (hashed into the second key) take turns, so
 * two requests reusing a key never both pass the "key unused" check.
 */
export const LEDGER_KEY_LOCK_NAMESPACE = 7_240_303;

/**
 * Advisory lock namespaces: tries of one login key (a username, phone number or password of one member, hashed into
 * the second key) take turns, and so do logins from one client address, so that no limit is checked by two tries at
 * once.
 */
export const LOGIN_KEY_LOCK_NAMESPACE = 7_240_311;
export const LOGIN_ADDRESS_LOCK_NAMESPACE = 7_240_312;

/** Advisory lock namespaces: code sends to one number or address, and from one client address, take turns. */
export const CODE_TARGET_LOCK_NAMESPACE = 7_240_313;
export const CODE_ADDRESS_LOCK_NAMESPACE = 7_240_314;

/** Advisory lock namespace: changes to one brand's agent tree (moves, type changes) take turns, so no two make a cycle. */
export const AGENT_TREE_LOCK_NAMESPACE = 7_240_330;

/**
 * Advisory lock namespace: one member's rebate payments (a claim, the automatic run) take turns, so each sees where
 * the last one ended before it computes its window.
 */
export const REBATE_MEMBER_LOCK_NAMESPACE = 7_240_360;
