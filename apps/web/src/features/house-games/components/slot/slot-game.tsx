import type { HousePlayResult } from '@lotus/contract';
import { SLOT_LINE_COUNT, SLOT_PAY_LINES, SLOT_SCATTER_PAYS, SLOT_STRIPS } from '@lotus/house-games';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHouseGame } from '../../hooks/use-house-game';
import { useReducedMotion } from '../../hooks/use-reduced-motion';
import { gameMoney } from '../../lib/money';
import { linePay, winningCells } from '../../lib/present';
import { GameFrame } from '../game-frame';
import type { HouseGameProps } from '../house-game-page';
import { SymbolArt } from '../symbols';
import { PayTableButton } from './pay-table';
import './slot.css';

type SlotOutcome = Extract<HousePlayResult['round']['outcome'], { game: 'lotus-slot' }>;

/** The window before the first spin: each reel at the start of its strip. */
const restingReels = () =>
  SLOT_STRIPS.map((strip) => [0, 1, 2].map((row) => strip[(row + 3) % strip.length] as string));

// Reels keep spinning at least this long, then stop one by one, left to right.
const FIRST_STOP_MS = 450;
const STOP_GAP_MS = 240;
const SETTLE_MS = 320;

const lineColours = ['#ff6b9a', '#4dd4ff', '#8cff7a', '#c08bff', '#ff9f43', '#f7c948', '#5eead4', '#f472b6'];
/** Winning lines in order of the list get distinct colours, whatever their numbers. */
const lineColour = (index: number) => lineColours[index % lineColours.length];

/** Lotus slot: 5×3 reels, 20 lines; the reels stop reel by reel on the server's outcome. */
export function SlotGame({ token, session }: HouseGameProps) {
  const { t } = useTranslation();
  const game = useHouseGame(token, session);
  const reduced = useReducedMotion();
  const [shown, setShown] = useState<string[][]>(restingReels);
  const [spinning, setSpinning] = useState<boolean[]>(() => Array(5).fill(false));
  const [focusLine, setFocusLine] = useState<number | null>(null);
  const timers = useRef<number[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const outcome = game.current?.round.outcome.game === 'lotus-slot' ? game.current.round.outcome : null;
  const settled = outcome !== null && !game.presenting;
  const wins = settled ? outcome.lines : [];
  const lit = useMemo(
    () => winningCells(focusLine === null ? wins : wins.filter((w) => w.line === focusLine), SLOT_PAY_LINES),
    [wins, focusLine],
  );
  const money = (amount: number) => gameMoney(amount, session.currency, session.freePlay);

  const spin = async () => {
    setFocusLine(null);
    if (!reduced) setSpinning(Array(5).fill(true));
    const result = await game.play();
    const next = result?.round.outcome.game === 'lotus-slot' ? result.round.outcome : null;
    if (!next) {
      setSpinning(Array(5).fill(false));
      return;
    }
    if (reduced) {
      setShown(next.reels);
      game.finish();
      return;
    }
    next.reels.forEach((reel, index) => {
      timers.current.push(
        window.setTimeout(
          () => {
            setShown((before) => before.map((r, i) => (i === index ? reel : r)));
            setSpinning((before) => before.map((s, i) => (i === index ? false : s)));
          },
          FIRST_STOP_MS + index * STOP_GAP_MS,
        ),
      );
    });
    timers.current.push(window.setTimeout(game.finish, FIRST_STOP_MS + 4 * STOP_GAP_MS + SETTLE_MS));
  };

  const stage = (
    <div className="slot">
      {/* biome-ignore lint/a11y/useSemanticElements: the reels are pictures named together, not form controls */}
      <div className="slot__window" role="group" aria-label={t('houseGames.slot.reels')} data-testid="slot-reels">
        {shown.map((reel, r) => (
          <div
            // Reels are fixed positions.
            // biome-ignore lint/suspicious/noArrayIndexKey: a reel is its index
            key={r}
            className={`slot__reel${spinning[r] ? ' is-spinning' : ''}`}
            aria-hidden={spinning[r] || undefined}
          >
            {spinning[r] ? (
              <SpinStrip reel={r} />
            ) : (
              reel.map((symbol, row) => (
                <div
                  // biome-ignore lint/suspicious/noArrayIndexKey: a row is its index
                  key={row}
                  className={`slot__cell${lit.has(r * 3 + row) ? ' is-lit' : ''}${settled && wins.length > 0 && !lit.has(r * 3 + row) ? ' is-dim' : ''}`}
                  data-symbol={symbol}
                >
                  <SymbolArt symbol={symbol} label={t(`houseGames.symbols.${symbol}`, { defaultValue: symbol })} />
                </div>
              ))
            )}
          </div>
        ))}
        {wins.length > 0 ? (
          <svg className="slot__lines" viewBox="0 0 500 300" preserveAspectRatio="none" aria-hidden="true">
            {wins
              .map((w, index) => ({ ...w, colour: lineColour(index) }))
              .filter((w) => focusLine === null || w.line === focusLine)
              .map((w) => {
                const rows = SLOT_PAY_LINES[w.line] ?? [];
                const points = rows.map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`).join(' ');
                return <polyline key={w.line} points={points} stroke={w.colour} vectorEffect="non-scaling-stroke" />;
              })}
          </svg>
        ) : null}
      </div>
    </div>
  );

  const result = settled ? (
    <>
      <span className="slot__scatters" data-testid="slot-scatters">
        <SymbolArt symbol="scatter" className="slot__win-symbol" />
        {t('houseGames.slot.scatterCount', { count: outcome.scatterCount })}
      </span>
      {outcome.lines.length > 0 || outcome.scatterCount >= 3 ? (
        <SlotWins
          outcome={outcome}
          stake={game.current?.round.stake ?? game.stake}
          money={money}
          onFocusLine={setFocusLine}
        />
      ) : null}
    </>
  ) : null;

  return (
    <GameFrame
      game={game}
      playLabel={t('houseGames.slot.play')}
      onPlay={() => void spin()}
      stage={stage}
      outcome={result}
      extra={<PayTableButton stake={game.stake} money={money} />}
    />
  );
}

/** A blurred run of strip symbols scrolling past while the reel turns. */
function SpinStrip({ reel }: { reel: number }) {
  const strip = SLOT_STRIPS[reel] ?? [];
  // Each reel shows its own stretch of strip, a little out of step with its neighbours.
  const run = Array.from({ length: 8 }, (_, i) => strip[(reel * 5 + i) % strip.length] as string);
  return (
    <div className="slot__strip" style={{ animationDelay: `${-reel * 0.09}s` }}>
      {[...run, ...run].map((symbol, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed decorative run
        <div key={i} className="slot__cell">
          <SymbolArt symbol={symbol} />
        </div>
      ))}
    </div>
  );
}

function SlotWins({
  outcome,
  stake,
  money,
  onFocusLine,
}: {
  outcome: SlotOutcome;
  stake: number;
  money: (n: number) => string;
  onFocusLine: (line: number | null) => void;
}) {
  const { t } = useTranslation();
  const scatterPay = outcome.scatterCount >= 3 ? (SLOT_SCATTER_PAYS[Math.min(outcome.scatterCount, 5) - 3] ?? 0) : 0;
  return (
    <ul className="slot__wins" data-testid="slot-wins">
      {outcome.lines.map((win, index) => (
        <li key={win.line}>
          <button
            type="button"
            className="slot__win"
            onMouseEnter={() => onFocusLine(win.line)}
            onMouseLeave={() => onFocusLine(null)}
            onFocus={() => onFocusLine(win.line)}
            onBlur={() => onFocusLine(null)}
          >
            <span className="slot__win-dot" style={{ background: lineColour(index) }} />
            <SymbolArt symbol={win.symbol} className="slot__win-symbol" />
            <span>
              {t('houseGames.slot.lineWin', {
                line: win.line + 1,
                count: win.count,
                symbol: t(`houseGames.symbols.${win.symbol}`, { defaultValue: win.symbol }),
              })}
            </span>
            <span className="slot__win-pay amount">{money(linePay(stake, SLOT_LINE_COUNT, win.multiplier))}</span>
          </button>
        </li>
      ))}
      {outcome.scatterCount >= 3 ? (
        <li className="slot__win slot__win--scatter">
          <SymbolArt symbol="scatter" className="slot__win-symbol" />
          <span>{t('houseGames.slot.scatters', { count: outcome.scatterCount })}</span>
          <span className="slot__win-pay amount">{money(Math.round(stake * scatterPay * 100) / 100)}</span>
        </li>
      ) : null}
    </ul>
  );
}
