/**
 * The server test files that run on PostgreSQL (with Redis) as well as on the embedded PGlite: those whose outcome
 * the database, its driver, Redis or a second process can change. Every other server test proves logic that is the
 * same on either database (PGlite is PostgreSQL compiled to WebAssembly: same parser, planner and types) and runs
 * once, on PGlite, in `npm test`. docs/testing.md gives the rule; paths are relative to apps/server.
 */
export const bothDatabases = [
  // Drivers, migrations and the seed: postgres.js pipelining and prepared statements against PGlite's single
  // connection; a deployment and the command line on an empty database.
  'src/db/**/*.test.ts',
  'test/go-live.test.ts',
  'test/lotus-cli.test.ts',
  // Processes killed mid-write, two API processes on one database and one Redis, and three behind a balancer.
  'test/crash.test.ts',
  'test/earnings-crash.test.ts',
  'test/lottery-crash.test.ts',
  'test/multi-process.test.ts',
  'test/three-processes.test.ts',
  // Money under concurrency: row locks in a fixed order, idempotency races, set-based batches (PGlite runs one
  // statement at a time, so only PostgreSQL can interleave them).
  'src/modules/wallet/ledger/*.test.ts',
  'src/modules/wallet/money-idempotency.test.ts',
  'src/modules/wallet/deposits/deposits.test.ts',
  'src/modules/wallet/withdrawals/withdrawals.test.ts',
  'src/modules/wallet/member-transfers/member-transfers.test.ts',
  'src/modules/vendors/seamless.test.ts',
  'src/modules/vendors/credit-batch.property.test.ts',
  'src/modules/vendors/transfer-wallets/transfer-wallets.test.ts',
  'src/modules/house/house.test.ts',
  'src/modules/lottery/lottery.test.ts',
  'src/modules/lottery/lottery.property.test.ts',
  'src/modules/contracts/contracts.test.ts',
  'src/modules/contracts/contracts.property.test.ts',
  'src/modules/earnings/earnings.test.ts',
  'src/modules/earnings/earnings-engine.property.test.ts',
  'src/modules/earnings/payouts-owed.test.ts',
  'src/modules/promotions/promotions.test.ts',
  'src/modules/promotions/promotions.property.test.ts',
  'src/modules/promotions/raffle.test.ts',
  'src/modules/promotions/vip-rewards.test.ts',
  'src/modules/promotions/red-packet.test.ts',
  // VIP levels: set-based counting and keep checks under the brand's counting lock, two runs racing.
  'src/modules/vip/vip.test.ts',
  'src/modules/rebate/rebate.test.ts',
  'src/modules/rebate/rebate.property.test.ts',
  // Claims and queues: one job slot per process set, SKIP LOCKED in message delivery, login throttles.
  'src/platform/jobs/scheduler.test.ts',
  'src/platform/messages/delivery.test.ts',
  'src/modules/session/attempt-limits.test.ts',
  'src/platform/load-shedding.test.ts',
  // Redis: socket fan-out, rate-limit counters, cache invalidation and key rotation across processes, readiness.
  'src/modules/realtime/realtime.test.ts',
  'src/platform/event-bus.test.ts',
  'src/platform/rate-limit.test.ts',
  'src/platform/shared-invalidations.test.ts',
  'src/platform/payload-encryption/key-store.test.ts',
  'src/platform/health.test.ts',
];
