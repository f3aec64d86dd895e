import { randomBytes } from 'node:crypto';
import { fromMinorUnits, toMinorUnits, type VendorReply, type VendorStatus } from '@lotus/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Database } from '../../../db/database.ts';
import { gameLaunchTokens, games, gameVendors, merchants } from '../../../db/schema.ts';
import { sha256 } from '../../../platform/secrets.ts';
import { createSeamlessClient, type SeamlessTransport } from '../seamless-client.ts';
import { drawRealWin, freePlayWin, newFreePlayKey } from './demo-round.ts';
import { keepDemoRound } from './queries.ts';

export interface DemoVendorPagesOptions {
  db: Database;
  /** How the demo vendor's server reaches the seamless wallet API (in-process inject by default). */
  transport: SeamlessTransport;
}

type Lang = 'EN' | 'CN';
const STAKES = [1, 5, 10] as const;
const FUN_START = 2000;

const texts = {
  EN: {
    subtitle: 'Demo game vendor',
    balance: 'Balance',
    stake: 'Stake',
    play: 'Choose a stake to play a round',
    won: 'You won',
    lost: 'No win this round',
    staked: 'Stake',
    fun: 'Free play: no real money',
    invalid: 'This game session is not valid. Open the game again from the lobby.',
    statuses: {
      TOKEN_EXPIRED: 'Your game session has expired. Open the game again from the lobby.',
      INVALID_TOKEN: 'This game session is not valid. Open the game again from the lobby.',
      INSUFFICIENT_FUNDS: 'Not enough balance for this stake.',
      BET_LIMIT: 'This stake is outside the game’s limits, or above the max bet of your active bonus.',
      PLAYER_BLOCKED: 'Your account cannot play right now.',
      GAME_NOT_FOUND: 'This game is not available.',
    } as Partial<Record<VendorStatus, string>>,
    failed: 'The round could not be played. Please try again.',
    pending: 'The round is being settled; your balance will update shortly.',
  },
  CN: {
    subtitle: '演示游戏厂商',
    balance: '余额',
    stake: '投注',
    play: '选择投注金额开始一局',
    won: '恭喜中奖',
    lost: '本局未中奖',
    staked: '投注',
    fun: '免费试玩：不涉及真实金额',
    invalid: '游戏会话无效，请从大厅重新进入游戏。',
    statuses: {
      TOKEN_EXPIRED: '游戏会话已过期，请从大厅重新进入游戏。',
      INVALID_TOKEN: '游戏会话无效，请从大厅重新进入游戏。',
      INSUFFICIENT_FUNDS: '余额不足。',
      BET_LIMIT: '投注金额超出本游戏的限额，或超过当前红利的单注上限。',
      PLAYER_BLOCKED: '您的账户暂时无法游戏。',
      GAME_NOT_FOUND: '该游戏暂不可用。',
    } as Partial<Record<VendorStatus, string>>,
    failed: '本局未能完成，请重试。',
    pending: '本局正在结算，余额稍后更新。',
  },
} as const;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const langOf = (raw: unknown): Lang => (typeof raw === 'string' && /^(cn|zh)/i.test(raw) ? 'CN' : 'EN');
const newRoundId = () => randomBytes(12).toString('base64url');
const ROUND_ID = /^[A-Za-z0-9_-]{8,40}$/;
const money = (amount: number, currency: string) => `${amount.toFixed(2)} ${currency}`;

const STYLE = `
:root{color-scheme:light dark;--bg:#eef1f7;--card:#fff;--text:#16203a;--muted:#5a6683;--accent:#c2410c;--accent-text:#fff;--win:#15803d;--line:#d8deea}
@media (prefers-color-scheme:dark){:root{--bg:#0f1422;--card:#1a2135;--text:#e8ecf6;--muted:#9aa5c0;--accent:#f97316;--accent-text:#1a0d02;--win:#4ade80;--line:#2c3550}}
*{box-sizing:border-box}body{font:16px/1.5 system-ui,sans-serif;margin:0;min-height:100vh;display:grid;place-items:center;background:var(--bg);color:var(--text);padding:12px}
main{background:var(--card);border-radius:16px;padding:24px;width:min(100%,440px);box-shadow:0 8px 30px #0003}
h1{font-size:22px;margin:0}.muted{color:var(--muted);font-size:14px;margin:0 0 16px}
.balance{display:flex;justify-content:space-between;align-items:baseline;border:1px solid var(--line);border-radius:12px;padding:12px 16px;margin:0 0 16px}
.balance strong{font-size:24px}.result{border-radius:12px;padding:12px 16px;margin:0 0 16px;border:1px solid var(--line)}
.result.win{border-color:var(--win);color:var(--win);font-weight:700}.note{font-size:14px;color:var(--muted)}
.stakes{display:grid;grid-template-columns:repeat(3,1fr);gap:10px}
button{font:inherit;font-weight:700;min-height:48px;border-radius:10px;border:0;cursor:pointer;background:var(--accent);color:var(--accent-text)}
button:focus-visible{outline:3px solid var(--text);outline-offset:2px}
`;

function page(reply: FastifyReply, status: number, lang: Lang, title: string, body: string) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(`<!doctype html>
<html lang="${lang === 'CN' ? 'zh-CN' : 'en'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`);
}

interface Session {
  merchantCode: string;
  vendorId: number;
  secret: string;
  vendorCode: string;
  vendorName: string;
  gameCode: string;
  gameName: string;
  freePlay: boolean;
}

/**
 * What the vendor knows of a launch. A real vendor keeps its own session store, filled when the operator hands the
 * player over; standing in for one, the demo vendor reads the launch token's row for the merchant and the game.
 */
async function findSession(db: Database, vendorCode: string, token: string, lang: Lang): Promise<Session | null> {
  const [row] = await db.orm
    .select({
      merchantCode: merchants.code,
      vendorId: gameVendors.id,
      secret: gameVendors.secret,
      vendorName: gameVendors.name,
      gameCode: games.gameCode,
      gameName: games.name,
      freePlay: gameLaunchTokens.freePlay,
    })
    .from(gameLaunchTokens)
    .innerJoin(gameVendors, eq(gameVendors.id, gameLaunchTokens.vendorId))
    .innerJoin(games, eq(games.id, gameLaunchTokens.gameId))
    .innerJoin(merchants, eq(merchants.id, gameLaunchTokens.merchantId))
    .where(and(eq(gameLaunchTokens.tokenHash, sha256(token)), eq(gameVendors.code, vendorCode)))
    .limit(1);
  if (!row) return null;
  return {
    merchantCode: row.merchantCode,
    vendorId: row.vendorId,
    secret: row.secret,
    vendorCode,
    vendorName: row.vendorName[lang],
    gameCode: row.gameCode,
    gameName: row.gameName[lang],
    freePlay: row.freePlay,
  };
}

interface View {
  lang: Lang;
  session: Session;
  token: string;
  balance?: string;
  /** Free play: the fun balance the page carries from round to round. */
  fun?: number;
  result?: { won: boolean; text: string };
  message?: string;
}

function render(reply: FastifyReply, view: View) {
  const t = texts[view.lang];
  const { session } = view;
  const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  const form = `<form method="post" action="/demo-vendor/${encodeURIComponent(session.vendorCode)}/play">
${hidden('token', view.token)}${hidden('game', session.gameCode)}${hidden('lang', view.lang)}${hidden('round', newRoundId())}${
  view.fun !== undefined ? hidden('fun', view.fun.toFixed(2)) : ''
}
<p class="note">${escapeHtml(t.play)}</p>
<div class="stakes">${STAKES.map(
    (s) => `<button type="submit" name="stake" value="${s}">${escapeHtml(t.stake)} ${s}</button>`,
  ).join('')}</div></form>`;
  const balance = view.fun !== undefined ? view.fun.toFixed(2) : (view.balance ?? '—');
  return page(
    reply,
    200,
    view.lang,
    session.gameName,
    `<h1>${escapeHtml(session.gameName)}</h1><p class="muted">${escapeHtml(session.vendorName)} · ${escapeHtml(t.subtitle)}</p>
${session.freePlay ? `<p class="note">${escapeHtml(t.fun)}</p>` : ''}
<div class="balance"><span>${escapeHtml(t.balance)}</span><strong data-testid="demo-vendor-balance">${escapeHtml(balance)}</strong></div>
${view.result ? `<p class="result${view.result.won ? ' win' : ''}" role="status" data-testid="demo-vendor-result">${escapeHtml(view.result.text)}</p>` : ''}
${view.message ? `<p class="result" role="alert">${escapeHtml(view.message)}</p>` : ''}
${form}`,
  );
}

const statusText = (lang: Lang, status: VendorStatus) => texts[lang].statuses[status] ?? texts[lang].failed;

/**
 * The demo vendor's game page, served by Lotus as if it were an outside vendor (like the demo payment provider): it
 * shows the game and the player's balance (authenticate), and plays a round when a stake is chosen — its own server
 * side, not the browser, calls the seamless wallet API with the vendor's secret: a debit, then a credit of 0 or the
 * win. Plain HTML forms, no script and nothing from outside, so it fits the app's content policy in the game iframe.
 *
 * The round id in the form only names the round: a real round's win is drawn once its stake is taken and kept by
 * the vendor, and free play draws from its own key (see demo-round.ts).
 */
export default async function demoVendorPages(app: FastifyInstance, options: DemoVendorPagesOptions) {
  const { db, transport } = options;
  const freePlayKey = newFreePlayKey();
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  const clientFor = (session: Session) =>
    createSeamlessClient({
      transport,
      vendorCode: session.vendorCode,
      secret: session.secret,
      merchantCode: session.merchantCode,
    });

  app.get<{ Params: { vendor: string }; Querystring: Record<string, string | undefined> }>(
    '/demo-vendor/:vendor/play',
    async (request, reply) => {
      const lang = langOf(request.query.lang);
      const token = String(request.query.token ?? '');
      const session = token ? await findSession(db, request.params.vendor, token, lang) : null;
      if (!session) return page(reply, 400, lang, 'Demo vendor', `<h1>${escapeHtml(texts[lang].invalid)}</h1>`);
      if (session.freePlay) return render(reply, { lang, session, token, fun: FUN_START });
      const auth = await clientFor(session).authenticate({ token });
      if (auth.status !== 'OK') return render(reply, { lang, session, token, message: statusText(lang, auth.status) });
      return render(reply, { lang, session, token, balance: money(auth.balance ?? 0, auth.currency ?? '') });
    },
  );

  app.post<{ Params: { vendor: string } }>('/demo-vendor/:vendor/play', async (request, reply) => {
    const form = (request.body ?? {}) as Record<string, string | undefined>;
    const lang = langOf(form.lang);
    const t = texts[lang];
    const token = String(form.token ?? '');
    const session = token ? await findSession(db, request.params.vendor, token, lang) : null;
    if (!session) return page(reply, 400, lang, 'Demo vendor', `<h1>${escapeHtml(t.invalid)}</h1>`);
    const stake = STAKES.find((s) => String(s) === form.stake);
    const roundId = form.round && ROUND_ID.test(form.round) ? form.round : newRoundId();
    if (!stake)
      return reply.redirect(
        `/demo-vendor/${encodeURIComponent(session.vendorCode)}/play?token=${encodeURIComponent(token)}&lang=${lang}`,
      );
    const resultText = (currency: string, win: number) =>
      win > 0
        ? `${t.staked} ${money(stake, currency)} · ${t.won} ${money(fromMinorUnits(win), currency)}`
        : `${t.staked} ${money(stake, currency)} · ${t.lost}`;

    if (session.freePlay) {
      const before = toMinorUnits(form.fun ?? '') ?? FUN_START * 100;
      if (before < stake * 100)
        return render(reply, { lang, session, token, fun: FUN_START, message: t.statuses.INSUFFICIENT_FUNDS ?? '' });
      const win = freePlayWin(freePlayKey, roundId, stake * 100);
      const fun = fromMinorUnits(before - stake * 100 + win);
      return render(reply, { lang, session, token, fun, result: { won: win > 0, text: resultText('', win) } });
    }

    const client = clientFor(session);
    const auth = await client.authenticate({ token });
    if (auth.status !== 'OK' || !auth.playerId) {
      return render(reply, { lang, session, token, message: statusText(lang, auth.status) });
    }
    const currency = auth.currency ?? '';
    const shown = (r: VendorReply) => money(r.balance ?? auth.balance ?? 0, currency);
    const round = { playerId: auth.playerId, roundId, gameCode: session.gameCode, currency };
    const debit = await client.debit({ ...round, token, txId: `${roundId}-d`, amount: stake });
    if (debit.status !== 'OK') {
      return render(reply, { lang, session, token, balance: shown(debit), message: statusText(lang, debit.status) });
    }
    // Decided only now that the stake is taken; a resubmitted round finds the win its first try kept.
    const win = await keepDemoRound(db.orm, {
      vendorId: session.vendorId,
      memberId: Number(auth.playerId),
      roundId,
      stake: stake * 100,
      win: drawRealWin(stake * 100),
    });
    // A vendor retries a payout until it is taken; a few quick tries stand in for its retry queue.
    let credit: VendorReply = { status: 'INTERNAL_RETRYABLE' };
    for (let attempt = 0; attempt < 3 && credit.status === 'INTERNAL_RETRYABLE'; attempt += 1) {
      credit = await client.credit({ ...round, txId: `${roundId}-c`, amount: fromMinorUnits(win) });
    }
    if (credit.status !== 'OK') {
      request.log.warn({ roundId, status: credit.status }, 'demo vendor payout not taken');
      return render(reply, { lang, session, token, balance: shown(debit), message: t.pending });
    }
    return render(reply, {
      lang,
      session,
      token,
      balance: shown(credit),
      result: { won: win > 0, text: resultText(currency, win) },
    });
  });
}
