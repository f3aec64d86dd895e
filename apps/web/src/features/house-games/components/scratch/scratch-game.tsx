import { SCRATCH_PRIZES } from '@lotus/house-games';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useHouseGame } from '../../hooks/use-house-game';
import { gameMoney } from '../../lib/money';
import { cellAt, clearedRatio } from '../../lib/present';
import { GameFrame } from '../game-frame';
import type { HouseGameProps } from '../house-game-page';
import { SymbolArt } from '../symbols';
import './scratch.css';

const none = () => Array<boolean>(9).fill(false);
const all = () => Array<boolean>(9).fill(true);
// A cell counts as scratched once this share of its foil is gone; the rest then falls away.
const REVEAL_AT = 0.45;

/** Lotus scratch: a 3×3 card; three alike win. Scratch with a finger or the mouse, tap a cell, or reveal all. */
export function ScratchGame({ token, session }: HouseGameProps) {
  const { t } = useTranslation();
  const game = useHouseGame(token, session);
  const [revealed, setRevealed] = useState<boolean[]>(none);
  const money = (amount: number) => gameMoney(amount, session.currency, session.freePlay);

  const outcome = game.current?.round.outcome.game === 'lotus-scratch' ? game.current.round.outcome : null;
  const card = outcome && game.presenting ? outcome : null;
  const done = outcome !== null && !game.presenting;
  const { finish, presenting } = game;

  // The prize shows once every cell is uncovered.
  useEffect(() => {
    if (presenting && revealed.every(Boolean)) finish();
  }, [presenting, revealed, finish]);

  const buy = async () => {
    // Cleared before the answer: a new card must never inherit the last card's open cells.
    setRevealed(none());
    await game.play();
  };

  const reveal = useCallback((cell: number) => {
    setRevealed((before) => (before[cell] ? before : before.map((r, i) => r || i === cell)));
  }, []);

  const cells = outcome?.cells ?? Array<string | null>(9).fill(null);
  const winning = done ? outcome.winningSymbol : null;
  const prize = outcome?.winningSymbol ? SCRATCH_PRIZES.find((p) => p.symbol === outcome.winningSymbol) : undefined;

  const stage = (
    <div className="scratch">
      <div className={`scratch__card${card ? ' is-live' : ''}${done ? ' is-done' : ''}`} data-testid="scratch-card">
        <div className="scratch__grid">
          {cells.map((symbol, i) => (
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: the card's nine places
              key={i}
              className={`scratch__cell${winning && symbol === winning ? ' is-win' : ''}${done && winning && symbol !== winning ? ' is-dim' : ''}`}
              data-symbol={(card ? revealed[i] : done) ? (symbol ?? undefined) : undefined}
            >
              {symbol ? (
                <SymbolArt
                  symbol={symbol}
                  // Under the foil the symbol is drawn (scratching shows it bit by bit) but not yet named.
                  label={done || revealed[i] ? t(`houseGames.symbols.${symbol}`, { defaultValue: symbol }) : undefined}
                />
              ) : null}
            </div>
          ))}
        </div>
        {card ? (
          <ScratchFoil
            key={game.current?.round.id}
            revealed={revealed}
            onReveal={reveal}
            label={t('houseGames.scratch.card')}
          />
        ) : done ? null : (
          <div className="scratch__idle">
            <span className="scratch__idle-logo" aria-hidden="true">
              <SymbolArt symbol="lotus" />
            </span>
            <span>{t('houseGames.scratch.buyHint')}</span>
          </div>
        )}
      </div>
      <aside className="scratch__prizes" aria-label={t('houseGames.scratch.prizes')}>
        <ul>
          {SCRATCH_PRIZES.map((p) => (
            <li key={p.symbol} className={winning === p.symbol ? 'is-win' : ''}>
              <span className="scratch__prize-symbols" aria-hidden="true">
                <SymbolArt symbol={p.symbol} />
                <SymbolArt symbol={p.symbol} />
                <SymbolArt symbol={p.symbol} />
              </span>
              <span className="visually-hidden">{t(`houseGames.symbols.${p.symbol}`, { defaultValue: p.symbol })}</span>
              <span className="amount tabular">{money(Math.round(game.stake * p.multiplier * 100) / 100)}</span>
            </li>
          ))}
        </ul>
      </aside>
    </div>
  );

  return (
    <GameFrame
      game={game}
      playLabel={done || card ? t('houseGames.scratch.next') : t('houseGames.scratch.play')}
      onPlay={() => void buy()}
      stage={stage}
      outcome={
        done && prize ? (
          <span className="scratch__prize-line">
            {t('houseGames.scratch.matched', {
              symbol: t(`houseGames.symbols.${prize.symbol}`, { defaultValue: prize.symbol }),
            })}
          </span>
        ) : null
      }
      extra={
        <Button variant="outline" disabled={!card} onClick={() => setRevealed(all())} data-testid="scratch-reveal-all">
          {t('houseGames.scratch.revealAll')}
        </Button>
      }
    />
  );
}

/**
 * The foil: a canvas over the card. Dragging scratches it away; a cell mostly scratched, tapped, or chosen with the
 * keyboard falls open whole.
 */
function ScratchFoil({
  revealed,
  onReveal,
  label,
}: {
  revealed: boolean[];
  onReveal: (cell: number) => void;
  label: string;
}) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const drag = useRef<{ x: number; y: number; moved: number } | null>(null);
  const revealedRef = useRef(revealed);
  revealedRef.current = revealed;

  const paint = useCallback(() => {
    const el = canvas.current;
    const ctx = el?.getContext('2d');
    if (!el || !ctx) return;
    const ratio = window.devicePixelRatio || 1;
    el.width = Math.round(el.clientWidth * ratio);
    el.height = Math.round(el.clientHeight * ratio);
    const { width, height } = el;
    const foil = ctx.createLinearGradient(0, 0, width, height);
    foil.addColorStop(0, '#c9ced8');
    foil.addColorStop(0.35, '#f1f3f7');
    foil.addColorStop(0.55, '#b4bac6');
    foil.addColorStop(1, '#e4e7ee');
    ctx.globalCompositeOperation = 'source-over';
    ctx.fillStyle = foil;
    ctx.fillRect(0, 0, width, height);
    // A pattern of small lotus marks, so the foil reads as a ticket.
    ctx.fillStyle = 'rgba(120, 126, 140, 0.35)';
    ctx.font = `${Math.round(width / 16)}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    for (let row = 0; row < 3; row++) {
      for (let col = 0; col < 3; col++) {
        ctx.fillText('✿', ((col + 0.5) * width) / 3, ((row + 0.5) * height) / 3);
      }
    }
    ctx.strokeStyle = 'rgba(110, 116, 130, 0.35)';
    ctx.lineWidth = ratio;
    for (let i = 1; i < 3; i++) {
      ctx.beginPath();
      ctx.moveTo((i * width) / 3, 0);
      ctx.lineTo((i * width) / 3, height);
      ctx.moveTo(0, (i * height) / 3);
      ctx.lineTo(width, (i * height) / 3);
      ctx.stroke();
    }
    clearOpenCells(ctx, revealedRef.current, width, height);
  }, []);

  useEffect(() => {
    paint();
    const el = canvas.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => paint());
    observer.observe(el);
    return () => observer.disconnect();
  }, [paint]);

  // Cells opened from outside (keyboard, reveal all) lose their foil too.
  useEffect(() => {
    const el = canvas.current;
    const ctx = el?.getContext('2d');
    if (!el || !ctx) return;
    clearOpenCells(ctx, revealed, el.width, el.height);
  }, [revealed]);

  const local = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top, w: rect.width, h: rect.height };
  };

  const scratch = (from: { x: number; y: number }, to: { x: number; y: number; w: number }) => {
    const el = canvas.current;
    const ctx = el?.getContext('2d');
    if (!el || !ctx) return;
    const scale = el.width / to.w;
    ctx.globalCompositeOperation = 'destination-out';
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.lineWidth = el.width / 9;
    ctx.beginPath();
    ctx.moveTo(from.x * scale, from.y * scale);
    ctx.lineTo(to.x * scale, to.y * scale);
    ctx.stroke();
  };

  const checkCells = () => {
    const el = canvas.current;
    const ctx = el?.getContext('2d');
    if (!el || !ctx) return;
    const cw = Math.floor(el.width / 3);
    const ch = Math.floor(el.height / 3);
    revealedRef.current.forEach((open, cell) => {
      if (open) return;
      const pixels = ctx.getImageData((cell % 3) * cw, Math.floor(cell / 3) * ch, cw, ch).data;
      if (clearedRatio(pixels, 8) >= REVEAL_AT) onReveal(cell);
    });
  };

  return (
    <div className="scratch__foil">
      <canvas
        ref={canvas}
        className="scratch__canvas"
        data-testid="scratch-foil"
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture(event.pointerId);
          const p = local(event);
          drag.current = { x: p.x, y: p.y, moved: 0 };
          scratch(p, p);
        }}
        onPointerMove={(event) => {
          const from = drag.current;
          if (!from) return;
          const p = local(event);
          scratch(from, p);
          drag.current = { x: p.x, y: p.y, moved: from.moved + Math.hypot(p.x - from.x, p.y - from.y) };
        }}
        onPointerUp={(event) => {
          const from = drag.current;
          drag.current = null;
          const p = local(event);
          // A tap (hardly any movement) opens the cell under it.
          if (from && from.moved < 8) {
            const cell = cellAt(p.x, p.y, p.w, p.h);
            if (cell !== null) onReveal(cell);
          }
          checkCells();
        }}
        onPointerCancel={() => {
          drag.current = null;
          checkCells();
        }}
      />
      {/* biome-ignore lint/a11y/useSemanticElements: a fieldset cannot lie over the canvas as a grid */}
      <div className="scratch__keys" role="group" aria-label={label}>
        {revealed.map((open, i) => (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: the card's nine places
            key={i}
            type="button"
            className="scratch__key"
            disabled={open}
            aria-label={t('houseGames.scratch.cell', { n: i + 1 })}
            onClick={() => onReveal(i)}
          />
        ))}
      </div>
    </div>
  );
}

function clearOpenCells(ctx: CanvasRenderingContext2D, revealed: readonly boolean[], width: number, height: number) {
  for (const [cell, open] of revealed.entries()) if (open) clearCell(ctx, cell, width, height);
}

function clearCell(ctx: CanvasRenderingContext2D, cell: number, width: number, height: number) {
  const cw = width / 3;
  const ch = height / 3;
  ctx.clearRect((cell % 3) * cw - 1, Math.floor(cell / 3) * ch - 1, cw + 2, ch + 2);
}
