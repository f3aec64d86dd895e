// The simulated players: each one a member of its own, logged in through the API as the web client logs in, with
// one authenticated socket, then doing what its kind of player does, with think times. The mix (README "capacity"):
// of every ten players, five spin a house game, two bet on the 1-minute lottery, two browse the lobby, one uses
// the cashier.

import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import WebSocket from 'ws';
import { logIn } from '../lib/lotus.mjs';
import { count, type Recorder, timedCall } from './calls.ts';

export type PlayerKind = 'spin' | 'lottery' | 'lobby' | 'cashier';

/** Player `i`'s kind: 0–4 of every ten spin, 5–6 bet on the lottery, 7–8 browse the lobby, 9 uses the cashier. */
export function kindOf(i: number): PlayerKind {
  const slot = i % 10;
  if (slot < 5) return 'spin';
  if (slot < 7) return 'lottery';
  if (slot < 9) return 'lobby';
  return 'cashier';
}

export const HOUSE_GAMES = ['lotus-slot', 'lotus-scratch', 'lotus-wheel'] as const;
export const LOTTERY_GAME = 'ssc-1';
/** Think times (ms). */
export const SPIN_EVERY = 4_000;
export const LOTTERY_EVERY = 60_000;
export const LOBBY_EVERY = 15_000;
export const CASHIER_EVERY = 20_000;
export const DEPOSIT_EVERY = 180_000;

export interface PlayerContext {
  url: string;
  rec: Recorder;
  /** Smoke runs: every player's first act comes at once rather than at a random moment of its period. */
  eager: boolean;
}

export interface Player {
  kind: PlayerKind;
  username: string;
  stop(): void;
}

/** When a player first acts: at a random moment of its first period, so that players never act in step. */
const firstAt = (ctx: PlayerContext, every: number) => (ctx.eager ? 0 : Math.random() * every);

/** Runs `act` after `first` ms, then again `every` ms after each answer, until `signal` aborts. */
async function repeat(signal: AbortSignal, first: number, every: number, act: () => Promise<void>) {
  try {
    await sleep(first, undefined, { signal });
    while (!signal.aborted) {
      await act();
      await sleep(every, undefined, { signal });
    }
  } catch (error) {
    if (!signal.aborted) throw error;
  }
}

/** The socket the web client keeps open: authenticated with the session token, told `ready`. */
async function openSocket(ctx: PlayerContext, token: string, closing: () => boolean) {
  const socket = new WebSocket(`${ctx.url.replace('http', 'ws')}/ws`);
  await once(socket, 'open');
  const ready = new Promise<void>((resolve, reject) => {
    socket.once('message', (data) => {
      const message = JSON.parse(String(data)) as { type: string };
      if (message.type === 'ready') resolve();
      else reject(new Error(`socket said ${String(data)}`));
    });
  });
  socket.send(JSON.stringify({ type: 'auth', token, merchant: 'LOTUS' }));
  await ready;
  socket.on('message', (data) => count(ctx.rec.events, (JSON.parse(String(data)) as { type: string }).type));
  socket.on('close', (code, reason) => {
    if (!closing()) ctx.rec.failures.push(`socket closed: ${code} ${String(reason)}`);
  });
  socket.on('error', (error) => ctx.rec.failures.push(`socket: ${error.message}`));
  return socket;
}

/** A game's launch token, as the lobby's launch hands it out inside the game's URL. */
async function launch(ctx: PlayerContext, token: string, query: Record<string, string>) {
  const params = new URLSearchParams({ ...query, accountType: '1' });
  const value = (await timedCall(ctx.rec, 'game launch', `${ctx.url}/wps/game/launchGame?${params}`, { token })) as
    | { content: { game_url: string } }
    | undefined;
  return value ? new URL(value.content.game_url).searchParams.get('token') : null;
}

/** Half of the players: one house game, a round at the smallest stake every 4 s. */
async function spin(ctx: PlayerContext, token: string, signal: AbortSignal, index: number) {
  const game = HOUSE_GAMES[Math.floor(index / 10) % HOUSE_GAMES.length] as string;
  const launchToken = await launch(ctx, token, { vassalage: 'HOUSE', gameType: 'RNG', gameId: game });
  if (!launchToken) return;
  const session = (await timedCall(ctx.rec, 'game launch', `${ctx.url}/house/v1/session?token=${launchToken}`)) as
    | { game: { stakes: number[] } }
    | undefined;
  const stake = session?.game.stakes[0];
  if (stake === undefined) return;
  await repeat(signal, firstAt(ctx, SPIN_EVERY), SPIN_EVERY, async () => {
    await timedCall(ctx.rec, 'spin', `${ctx.url}/house/v1/play`, {
      method: 'POST',
      body: { token: launchToken, stake, roundKey: randomUUID() },
    });
  });
}

interface OpenedPeriod {
  serverTime: number;
  current: { numero: string; closesAt: number };
}

/** A fifth: the 1-minute lottery, once a period its countdown (the period taking bets) and then one slip on it. */
async function lottery(ctx: PlayerContext, token: string, signal: AbortSignal) {
  const launchToken = await launch(ctx, token, { vassalage: 'TCG', gameId: LOTTERY_GAME });
  if (!launchToken) return;
  const session = (await timedCall(ctx.rec, 'lottery read', `${ctx.url}/lotto/v1/session?token=${launchToken}`)) as
    | { oddsVersion: number }
    | undefined;
  if (!session) return;
  await repeat(signal, firstAt(ctx, LOTTERY_EVERY), LOTTERY_EVERY, async () => {
    const opened = (await timedCall(
      ctx.rec,
      'lottery read',
      `${ctx.url}/lotto/lgw/games/opened/numero?gameCode=${LOTTERY_GAME}`,
    )) as OpenedPeriod | undefined;
    if (!opened || opened.serverTime >= opened.current.closesAt) return;
    // One digit on one position (fixed position play): ten single bets' worth of picks spread over the board.
    const position = Math.floor(Math.random() * 5);
    const picks = Array.from({ length: 5 }, (_, i) => (i === position ? [String(Math.floor(Math.random() * 10))] : []));
    await timedCall(ctx.rec, 'lottery bet', `${ctx.url}/lotto/v1/bets`, {
      method: 'POST',
      body: {
        token: launchToken,
        requestKey: randomUUID(),
        numero: opened.current.numero,
        oddsVersion: session.oddsVersion,
        lines: [{ play: 'SSC5.FIXED', picks, unit: 'yuan', multiple: 1 }],
      },
      // A slip sent as the period closes meets the close; another period follows a minute later.
      refusals: ['lottery.period.closed'],
    });
  });
}

/** A fifth: the home page every 15 s, its calls at once as the web app makes them. */
async function lobby(ctx: PlayerContext, token: string, signal: AbortSignal) {
  const relay = `${ctx.url}/wps/relay`;
  const list = (gameType: string, pageSize: number) =>
    `${relay}/GCSGAME_gameList?clientType=3&platform=flash%2Chtml5-desktop&merchant=LOTUS&language=EN&pageNo=1&gameType=${gameType}&pageSize=${pageSize}`;
  const calls = [
    `${ctx.url}/wps/system/status`,
    `${relay}/MCSFE_getListAnnouncements?types=B%2CPL%2CPU%2CPR%2CH&platform=W&execution=A%2CB%2CF`,
    `${relay}/GCSGAME_newGameVendor?platform=html5-desktop`,
    `${relay}/GCSGAME_hotGamesV2?merchantCode=LOTUS&isPlatform=2&platform=flash%2Chtml5-desktop&language=EN`,
    list('RNG', 3),
    list('LIVE', 1),
    list('FISH', 1),
    list('SPORTS', 1),
    `${relay}/GCSGAME_getRankList?gameCategory=ALL&language=EN&limitNum=20`,
  ];
  await repeat(signal, firstAt(ctx, LOBBY_EVERY), LOBBY_EVERY, async () => {
    await Promise.all(calls.map((url) => timedCall(ctx.rec, 'lobby', url, { token })));
  });
}

/** The brand's business date (GMT+8) `daysBack` days ago. */
const businessDate = (daysBack: number) =>
  new Date(Date.now() + 8 * 3_600_000 - daysBack * 86_400_000).toISOString().slice(0, 10);

/**
 * A tenth: the cashier every 20 s (balance and the week's records) and, every 3 minutes, a deposit through the demo
 * provider: the order, then the provider's pay page paid, which notifies the server that credits it.
 */
async function cashier(ctx: PlayerContext, token: string, signal: AbortSignal) {
  const reads = repeat(signal, firstAt(ctx, CASHIER_EVERY), CASHIER_EVERY, async () => {
    await Promise.all([
      timedCall(ctx.rec, 'cashier read', `${ctx.url}/wps/v2/wallets/balance`, { token }),
      timedCall(
        ctx.rec,
        'cashier read',
        `${ctx.url}/wps/relay/ODSFE2_MemTransDet?pageNo=1&pageSize=20&startDate=${businessDate(6)}&endDate=${businessDate(0)}`,
        { token },
      ),
    ]);
  });
  const deposits = repeat(signal, firstAt(ctx, DEPOSIT_EVERY), DEPOSIT_EVERY, async () => {
    const settings = (await timedCall(ctx.rec, 'cashier read', `${ctx.url}/wps/relay/MCSFE_getDepositSettings`, {
      token,
    })) as { channels: { id: number; kind: string; minAmount: number }[] } | undefined;
    const channel = settings?.channels.find((c) => c.kind === 'online');
    if (!settings) return;
    if (!channel) {
      ctx.rec.failures.push('deposit: the demo brand offers no online channel');
      return;
    }
    const order = (await timedCall(ctx.rec, 'deposit', `${ctx.url}/wps/v2/transaction/deposit`, {
      method: 'POST',
      token,
      headers: { 'idempotency-key': randomUUID() },
      body: { channelId: channel.id, amount: Math.max(channel.minAmount, 100) },
    })) as { payUrl: string | null } | undefined;
    if (!order) return;
    if (!order.payUrl) {
      ctx.rec.failures.push('deposit: an online order without a pay page');
      return;
    }
    const pay = new URL(order.payUrl, ctx.url).searchParams;
    const paid = await timedCall(ctx.rec, 'deposit', `${ctx.url}/pay/demo/pay`, {
      method: 'POST',
      body: new URLSearchParams({ d: pay.get('d') ?? '', s: pay.get('s') ?? '' }),
    });
    if (paid !== undefined) count(ctx.rec.events, 'deposit paid');
  });
  await Promise.all([reads, deposits]);
}

const behaviours = { spin, lottery, lobby, cashier } as const;

/**
 * Logs player `index` in as `username`, opens its socket and starts its behaviour (which runs until `stop()`);
 * resolves once logged in and connected. A failed login or socket is recorded and throws.
 */
export async function joinPlayer(ctx: PlayerContext, index: number, username: string, password: string) {
  const token = await logIn(ctx.url, { username, password });
  let closing = false;
  const socket = await openSocket(ctx, token, () => closing);
  const controller = new AbortController();
  const kind = kindOf(index);
  const run = behaviours[kind](ctx, token, controller.signal, index);
  run.catch((error: Error) => ctx.rec.failures.push(`${kind} player: ${error.message}`));
  const player: Player = {
    kind,
    username,
    stop() {
      closing = true;
      controller.abort();
      socket.close();
    },
  };
  return player;
}
