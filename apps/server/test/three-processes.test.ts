import { randomBytes, randomUUID } from 'node:crypto';
import {
  type HousePlayResult,
  type HouseSession,
  type LotteryPlaceResult,
  type LotterySession,
  launchGameSchema,
  toMinorUnits,
} from '@lotus/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import {
  bets,
  games,
  gameVendors,
  ledgerTransfers,
  lotteryBets,
  lotteryPeriods,
  members,
  merchantDomains,
} from '../src/db/schema.ts';
import { verifyLedger } from '../src/modules/wallet/ledger/verify-ledger.ts';
import { hashPassword } from '../src/platform/passwords.ts';
import { ledgerBalances, transfersFor } from './money-helpers.ts';
import { callEndpoint, callGameServer, logIn, okValue, openSocket, type PlayerSocket } from './support/http-player.ts';
import { type RoundRobinProxy, startRoundRobinProxy } from './support/round-robin-proxy.ts';
import { freePorts, type ServerProcesses, startServerProcesses } from './support/server-processes.ts';
import { createTestDatabase, postgresUrlOf } from './test-database.ts';

const scaled = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);

/**
 * Lotus scaled out as ARCHITECTURE.md describes it: three server processes (the real entry point, each a child
 * process) on one PostgreSQL database and one Redis, behind a load balancer that sends every request and every socket
 * upgrade to the next process in turn. Players only know the balancer's address. They log in, listen on one socket
 * each, deposit through the demo payment provider, spin a house game, bet on the one-minute lottery and read their
 * balance, each call landing on whichever process is next. Then every process's clock is moved past the draw.
 */
const PROCESSES = 3;
const PLAYERS = 6;
const ROUNDS = 6;
const PASSWORD = 'Scale1234';
/** Major units, as the wire carries them. */
const DEPOSIT = 200;
/**
 * A player's line on the 1-minute lotto: three digits of the middle position (3 × 2.00), a different three for each
 * player, so that one draw pays one or two of them and the others lose.
 */
const slipLine = (player: number) => ({
  play: 'SSC5.FIXED',
  picks: [[], [], [0, 3, 6].map((d) => String((d + player) % 10)), [], []],
  unit: 'yuan',
  multiple: 1,
});

interface Player {
  username: string;
  memberId: number;
  token: string;
  socket: PlayerSocket;
  /** The process (index) the socket was upgraded on. */
  socketOn: number;
  houseToken: string;
  lotteryToken: string;
  /** Minor units the member's accepted calls add up to so far. */
  expected: number;
  lotteryBetIds: number[];
}

interface CreditedDeposit {
  player: Player;
  orderNo: string;
  /** The process (index) the provider's notification reached, which credited the order. */
  creditedOn: number;
}

const eventData = <T>(socket: PlayerSocket, type: string) => socket.ofType<T>(type).map((m) => m.data);

describe.skipIf(!scaled)('three server processes behind a round-robin proxy', () => {
  let db: Database | undefined;
  let proxy: RoundRobinProxy | undefined;
  let processes: ServerProcesses | undefined;
  const players: Player[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    const ports = await freePorts(PROCESSES);
    proxy = await startRoundRobinProxy(ports);
    // Links the servers build for 127.0.0.1 (the provider's notify URL among them) name the balancer, as a
    // deployment's base URL names its public address.
    await db.orm.update(merchantDomains).set({ baseUrl: proxy.url }).where(eq(merchantDomains.domain, '127.0.0.1'));
    processes = await startServerProcesses(ports, {
      DATABASE_URL: postgresUrlOf(db),
      DATABASE_SCHEMA: db.schemaName,
      REDIS_URL: process.env.REDIS_URL ?? '',
      TRUST_PROXY: 'true',
      // Every process must check the provider's signatures, whichever made the order.
      DEMO_PAYMENT_SECRET: randomBytes(32).toString('hex'),
      RATE_LIMIT_PER_MINUTE: '100000',
      // On a busy 2-core machine the wallet would shed some calls (503): this test is about processes, not load.
      SEAMLESS_CONCURRENCY: '1000',
      SEAMLESS_MAX_QUEUED: '1000',
      SEAMLESS_MAX_EVENT_LOOP_DELAY_MS: '600000',
      SEAMLESS_MAX_EVENT_LOOP_UTILIZATION: '1',
    });
  }, 120_000);

  afterAll(async () => {
    for (const player of players) player.socket.close();
    // Each step even when an earlier one failed: no process, port or database outlives the file.
    const steps = [() => processes?.stop(), () => proxy?.close(), () => db?.close()];
    const failures: unknown[] = [];
    for (const step of steps) await Promise.resolve(step()).catch((error: unknown) => failures.push(error));
    if (failures.length > 0) throw failures[0];
  }, 30_000);

  it('keeps money whole, delivers events across processes and draws the lottery once', async () => {
    if (!db || !proxy || !processes) throw new Error('not started');
    const base = proxy.url;
    const orm = db.orm;
    const cluster = processes;

    // Members, inserted as the console would have registered them; everything after goes through the balancer.
    const passwordHash = await hashPassword(PASSWORD);
    const usernames = Array.from({ length: PLAYERS }, (_, i) => `scale${i + 1}`);
    const inserted = await orm
      .insert(members)
      .values(usernames.map((username) => ({ merchantId: 1, username, type: 0, realName: username, passwordHash })))
      .returning({ id: members.id, username: members.username });
    const gameIds = new Map(
      (
        await orm
          .select({ code: games.gameCode, id: games.id })
          .from(games)
          .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
          .where(and(eq(gameVendors.merchantId, 1), inArray(games.gameCode, ['lotus-slot', 'ssc-1'])))
      ).map((g) => [g.code, g.id]),
    );
    const launch = async (token: string, code: string) => {
      const answer = await callEndpoint(base, 'launchGame', {
        token,
        query: { nodeId: String(gameIds.get(code)), accountType: '1' },
      });
      const url = launchGameSchema.parse(okValue(answer, `launch ${code}`)).content.game_url;
      return new URL(url, base).searchParams.get('token') ?? '';
    };

    const tokens = await Promise.all(inserted.map(({ username }) => logIn(base, username, PASSWORD)));
    // One socket each, opened one after another so that they land on every process in turn.
    const sockets: { socket: PlayerSocket; on: number }[] = [];
    for (const token of tokens) {
      const socket = await openSocket(base, token);
      sockets.push({ socket, on: proxy.hops.filter((hop) => hop.upgrade).at(-1)?.backend ?? -1 });
    }
    for (const [i, member] of inserted.entries()) {
      const token = tokens[i] as string;
      const { socket, on } = sockets[i] as (typeof sockets)[number];
      players.push({
        username: member.username,
        memberId: member.id,
        token,
        socket,
        socketOn: on,
        houseToken: await launch(token, 'lotus-slot'),
        lotteryToken: await launch(token, 'ssc-1'),
        expected: 0,
        lotteryBetIds: [],
      });
    }
    expect(new Set(players.map((p) => p.socketOn))).toEqual(new Set([0, 1, 2]));

    // Deposits run one at a time (the rest of the traffic does not wait), so that the notification the balancer
    // saw last is the one that credited the order being waited for.
    const credited: CreditedDeposit[] = [];
    let depositLane: Promise<unknown> = Promise.resolve();
    const deposit = (player: Player) => {
      const run = depositLane.then(async () => {
        const order = okValue<{ orderNo: string; payUrl: string }>(
          await callEndpoint(base, 'createDeposit', { token: player.token, body: { channelId: 1, amount: DEPOSIT } }),
          'deposit order',
        );
        const page = new URL(order.payUrl, base).searchParams;
        const paid = await fetch(`${base}/pay/demo/pay`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ d: page.get('d') ?? '', s: page.get('s') ?? '' }),
        });
        expect(paid.status).toBe(200);
        // The member's socket hears of it, whichever process the provider's notification reached.
        await expect
          .poll(() => eventData<{ orderNo: string }>(player.socket, 'deposit.credited').map((d) => d.orderNo), {
            timeout: 15_000,
          })
          .toContain(order.orderNo);
        const notification = proxy?.hops.filter((hop) => hop.url.startsWith('/payments/demo/')).at(-1);
        credited.push({ player, orderNo: order.orderNo, creditedOn: notification?.backend ?? -1 });
        player.expected += toMinorUnits(DEPOSIT) as number;
      });
      depositLane = run.catch(() => {});
      return run;
    };

    // Betting opens on a fresh 1-minute period: every clock moves to just past the current one's close.
    const lotterySession = async (player: Player) =>
      okValue<LotterySession>(
        await callGameServer(base, `/lotto/v1/session?token=${player.lotteryToken}`),
        'lottery session',
      );
    const first = await lotterySession(players[0] as Player);
    await cluster.advanceClocks(first.current.closesAt - first.serverTime + 1_000);
    const period = (await lotterySession(players[0] as Player)).current;
    expect(period.numero).not.toBe(first.current.numero);

    const play = async (player: Player) => {
      await deposit(player);
      const house = okValue<HouseSession>(
        await callGameServer(base, `/house/v1/session?token=${player.houseToken}`),
        'house session',
      );
      const stake = house.game.stakes[0] as number;
      for (let round = 0; round < ROUNDS; round += 1) {
        if (round === ROUNDS / 2) await deposit(player);
        const spin = okValue<HousePlayResult>(
          await callGameServer(base, '/house/v1/play', { token: player.houseToken, stake, roundKey: randomUUID() }),
          `spin of ${player.username}`,
        );
        player.expected += (toMinorUnits(spin.round.payout) as number) - (toMinorUnits(spin.round.stake) as number);
        expect(toMinorUnits(spin.balance)).toBe(player.expected);

        const slip = okValue<LotteryPlaceResult>(
          await callGameServer(base, '/lotto/v1/bets', {
            token: player.lotteryToken,
            requestKey: `${player.username}-slip-${round}`,
            numero: period.numero,
            lines: [slipLine(players.indexOf(player))],
          }),
          `slip of ${player.username}`,
        );
        for (const bet of slip.bets) {
          expect(bet.status, `bet ${bet.id}`).toBe('open');
          player.expected -= toMinorUnits(bet.stake) as number;
          player.lotteryBetIds.push(bet.id);
        }
        // Read back through the next process: it sees every write the others made.
        const balance = okValue<{ sumBalance: number }>(
          await callEndpoint(base, 'balance', { token: player.token }),
          'balance',
        );
        expect(toMinorUnits(balance.sumBalance)).toBe(player.expected);
      }
    };
    await Promise.all(players.map(play));

    // Every process's clock past the draw: each process's draw loop sees the period due at once.
    const now = (await (await fetch(`${cluster.servers[0]?.url}/test/clock`)).json()) as { now: number };
    await cluster.advanceClocks(period.drawsAt - now.now + 1_000);
    const periodRow = async () =>
      (
        await orm
          .select()
          .from(lotteryPeriods)
          .where(and(eq(lotteryPeriods.gameId, gameIds.get('ssc-1') ?? 0), eq(lotteryPeriods.numero, period.numero)))
      )[0];
    await expect.poll(async () => (await periodRow())?.status, { timeout: 20_000 }).toBe('settled');

    // Each bet paid once: one payout transfer for a win, none for a loss, the betting record closed with it.
    const placed = await orm
      .select()
      .from(lotteryBets)
      .where(
        inArray(
          lotteryBets.id,
          players.flatMap((p) => p.lotteryBetIds),
        ),
      );
    expect(placed).toHaveLength(PLAYERS * ROUNDS);
    // One draw, one result: the players whose digits it has won, the others lost.
    expect(new Set(placed.map((bet) => bet.status))).toEqual(new Set(['won', 'lost']));
    const payouts = new Map<number, number>();
    for (const bet of placed) {
      expect(['won', 'lost'], `bet ${bet.id}`).toContain(bet.status);
      const paid = await orm
        .select({ amount: ledgerTransfers.amount })
        .from(ledgerTransfers)
        .where(and(eq(ledgerTransfers.kind, 'win'), eq(ledgerTransfers.reference, `bet:TCG:lot-${bet.id}`)));
      expect(paid, `bet ${bet.id}`).toEqual(bet.status === 'won' ? [{ amount: bet.payout }] : []);
      const [round] = await orm
        .select()
        .from(bets)
        .where(eq(bets.roundId, `lot-${bet.id}`));
      expect(round).toMatchObject({ status: 'settled', stake: bet.stake, payout: bet.payout });
      payouts.set(bet.memberId, (payouts.get(bet.memberId) ?? 0) + bet.payout);
    }

    // Every socket hears the draw, and each winner their payout, from whichever process drew and paid.
    for (const player of players) {
      const won = payouts.get(player.memberId) ?? 0;
      player.expected += won;
      await expect
        .poll(
          () =>
            eventData<{ gameCode: string; numero: string }>(player.socket, 'lottery.drawn').some(
              (d) => d.gameCode === 'ssc-1' && d.numero === period.numero,
            ),
          { timeout: 10_000 },
        )
        .toBe(true);
      const settled = () =>
        eventData<{ gameCode: string; numero: string; betIds: number[]; payout: number }>(
          player.socket,
          'lottery.settled',
        ).filter((d) => d.gameCode === 'ssc-1' && d.numero === period.numero);
      await expect
        .poll(() => settled().reduce((sum, d) => sum + (toMinorUnits(d.payout) as number), 0), { timeout: 10_000 })
        .toBe(won);
      const paidIds = settled().flatMap((d) => d.betIds);
      expect(new Set(paidIds).size).toBe(paidIds.length);
    }

    // No money lost or doubled: the ledger verifies, and each member holds what their accepted calls add up to,
    // read through the balancer and in the ledger alike.
    expect(await verifyLedger(orm)).toMatchObject({ ok: true, total: '0' });
    const ledger = await ledgerBalances(db);
    for (const player of players) {
      const balance = okValue<{ sumBalance: number }>(
        await callEndpoint(base, 'balance', { token: player.token }),
        'balance',
      );
      expect({
        member: player.username,
        api: toMinorUnits(balance.sumBalance),
        ledger: ledger.members.get(player.memberId),
      }).toEqual({ member: player.username, api: player.expected, ledger: player.expected });
    }
    for (const { orderNo } of credited) expect(await transfersFor(db, `deposit:${orderNo}`)).toHaveLength(1);
    expect(credited).toHaveLength(PLAYERS * 2);
    // Some deposits were credited by a process other than the one holding the member's socket: the event crossed
    // processes through Redis.
    expect(credited.filter((d) => d.creditedOn !== d.player.socketOn).length).toBeGreaterThan(0);

    // The period was drawn once: one draw message on every socket, however many processes' loops saw it due.
    for (const player of players) {
      const draws = eventData<{ gameCode: string; numero: string }>(player.socket, 'lottery.drawn').filter(
        (d) => d.gameCode === 'ssc-1' && d.numero === period.numero,
      );
      expect(draws, player.username).toHaveLength(1);
    }
    // And the balancer spread the calls over every process.
    const perProcess = [0, 1, 2].map((i) => proxy?.hops.filter((hop) => hop.backend === i).length ?? 0);
    expect(Math.min(...perProcess)).toBeGreaterThan(20);
  }, 90_000);
});
