import { WHEEL_SEGMENTS } from '@lotus/house-games';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchHouseSession } from '../../api/house-api';
import { useHouseGame } from '../../hooks/use-house-game';
import { useReducedMotion } from '../../hooks/use-reduced-motion';
import { gameMoney } from '../../lib/money';
import { jackpotStep, wheelRotation } from '../../lib/present';
import { GameFrame } from '../game-frame';
import type { HouseGameProps } from '../house-game-page';
import './wheel.css';

const SPIN_MS = 4600;
// The pool is read again this often while the game is open, so the counter shows other players' stakes too.
const JACKPOT_POLL_MS = 10_000;

/** Colours by multiplier: the richer the segment, the warmer. */
function segmentColour(multiplier: number, jackpot: boolean): string {
  if (jackpot) return 'url(#hg-wheel-jackpot)';
  if (multiplier === 0) return '#2b3452';
  if (multiplier < 1) return '#1c7c8c';
  if (multiplier < 2) return '#3b5bdb';
  if (multiplier < 3) return '#7048e8';
  if (multiplier < 5) return '#ae3ec9';
  if (multiplier < 10) return '#e8590c';
  if (multiplier < 20) return '#e03131';
  if (multiplier < 50) return '#c2255c';
  return '#f59f00';
}

const point = (angle: number, radius: number) => {
  const rad = (angle * Math.PI) / 180;
  return [200 + radius * Math.sin(rad), 200 - radius * Math.cos(rad)] as const;
};

/** Lotus wheel: twenty segments, a progressive jackpot segment; the wheel turns to the server's segment. */
export function WheelGame({ token, session }: HouseGameProps) {
  const { t } = useTranslation();
  const game = useHouseGame(token, session);
  const reduced = useReducedMotion();
  const [rotation, setRotation] = useState(0);
  const [animate, setAnimate] = useState(false);
  const [celebrate, setCelebrate] = useState<number | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const money = (amount: number) => gameMoney(amount, session.currency, session.freePlay);
  const { setJackpot } = game;

  useEffect(() => {
    const id = window.setInterval(() => {
      if (document.hidden) return;
      fetchHouseSession(token).then(
        (s) => s.jackpot !== null && setJackpot(s.jackpot),
        () => undefined,
      );
    }, JACKPOT_POLL_MS);
    return () => clearInterval(id);
  }, [token, setJackpot]);

  const count = WHEEL_SEGMENTS.length;
  const size = 360 / count;
  const outcome = game.current?.round.outcome.game === 'lotus-wheel' ? game.current.round.outcome : null;
  const settled = outcome !== null && !game.presenting;

  const done = (jackpotHit: boolean, payout: number) => {
    game.finish();
    if (jackpotHit) setCelebrate(payout);
  };

  const spin = async () => {
    setCelebrate(null);
    const result = await game.play();
    const next = result?.round.outcome.game === 'lotus-wheel' ? result.round.outcome : null;
    if (!result || !next) return;
    const target = wheelRotation(rotation, next.segment, count, reduced ? 0 : 6);
    setAnimate(!reduced);
    setRotation(target);
    if (reduced) done(next.jackpot, result.round.payout);
    else timer.current = window.setTimeout(() => done(next.jackpot, result.round.payout), SPIN_MS + 150);
  };

  const stage = (
    <div className="wheel">
      <div className="wheel__frame">
        <svg className="wheel__pointer" viewBox="0 0 40 48" aria-hidden="true">
          <path d="M20 46 4 10a16 16 0 1 1 32 0Z" fill="url(#hg-g-gold)" stroke="#8a5a00" strokeWidth="2" />
          <circle cx="20" cy="14" r="5" fill="#fff6d5" />
        </svg>
        <svg
          className="wheel__disc"
          viewBox="0 0 400 400"
          role="img"
          aria-label={t('houseGames.wheel.wheel')}
          data-testid="wheel-disc"
          data-segment={settled ? outcome.segment : undefined}
          style={{
            transform: `rotate(${rotation}deg)`,
            transition: animate ? `transform ${SPIN_MS}ms cubic-bezier(0.12, 0.8, 0.2, 1)` : 'none',
          }}
        >
          <defs>
            <linearGradient id="hg-wheel-jackpot" x1="0" y1="0" x2="1" y2="1">
              <stop offset="0" stopColor="#fff1a8" />
              <stop offset="0.5" stopColor="#f7c948" />
              <stop offset="1" stopColor="#d9480f" />
            </linearGradient>
          </defs>
          <circle cx="200" cy="200" r="198" fill="#1a1206" />
          {WHEEL_SEGMENTS.map((segment, i) => {
            const [x0, y0] = point(i * size, 186);
            const [x1, y1] = point((i + 1) * size, 186);
            const [lx, ly] = point(i * size + size / 2, 140);
            const isHit = settled && outcome.segment === i;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: segments are positions on the wheel
              <g key={i} className={`wheel__segment${isHit ? ' is-hit' : ''}`}>
                <path
                  d={`M200 200 L${x0} ${y0} A186 186 0 0 1 ${x1} ${y1} Z`}
                  fill={segmentColour(segment.multiplier, segment.jackpot === true)}
                  stroke="#f7c948"
                  strokeWidth="1.5"
                />
                <text
                  x={lx}
                  y={ly}
                  transform={`rotate(${i * size + size / 2 + 90} ${lx} ${ly})`}
                  textAnchor="middle"
                  dominantBaseline="central"
                  className={segment.jackpot ? 'wheel__label wheel__label--jackpot' : 'wheel__label'}
                >
                  {segment.jackpot ? '★ JP' : segment.label}
                </text>
              </g>
            );
          })}
          {Array.from({ length: count }, (_, i) => {
            const [x, y] = point(i * size, 192);
            // biome-ignore lint/suspicious/noArrayIndexKey: studs are positions on the rim
            return <circle key={i} cx={x} cy={y} r="3.5" fill="#fff6d5" />;
          })}
          <circle cx="200" cy="200" r="46" fill="url(#hg-g-gold)" stroke="#8a5a00" strokeWidth="3" />
          <circle cx="200" cy="200" r="34" fill="#2a1a05" />
          <text x="200" y="200" textAnchor="middle" dominantBaseline="central" className="wheel__hub">
            LOTUS
          </text>
        </svg>
      </div>
      {celebrate !== null ? (
        <div className={`wheel__party${reduced ? '' : ' is-animated'}`} role="alert" data-testid="wheel-jackpot-hit">
          <div className="wheel__confetti" aria-hidden="true">
            {Array.from({ length: 24 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: decorative pieces
              <i key={i} style={{ '--i': i } as React.CSSProperties} />
            ))}
          </div>
          <p className="wheel__party-title">{t('houseGames.wheel.jackpotHit')}</p>
          <p className="wheel__party-amount amount">{money(celebrate)}</p>
          <button type="button" className="wheel__party-close" onClick={() => setCelebrate(null)}>
            {t('houseGames.wheel.collect')}
          </button>
        </div>
      ) : null}
    </div>
  );

  return (
    <GameFrame
      game={game}
      playLabel={t('houseGames.wheel.play')}
      onPlay={() => void spin()}
      marquee={<JackpotCounter value={game.jackpot} money={money} reduced={reduced} />}
      stage={stage}
      outcome={
        settled ? (
          <span className="wheel__landed" data-testid="wheel-landed">
            {outcome.jackpot
              ? t('houseGames.wheel.landedJackpot')
              : t('houseGames.wheel.landed', { label: outcome.label })}
          </span>
        ) : null
      }
    />
  );
}

/** The pool, climbing smoothly to each new reading (a win resets it at once). */
function JackpotCounter({
  value,
  money,
  reduced,
}: {
  value: number | null;
  money: (n: number) => string;
  reduced: boolean;
}) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(value ?? 0);
  useEffect(() => {
    if (value === null) return;
    if (reduced) {
      setShown(value);
      return;
    }
    const id = window.setInterval(() => {
      setShown((s) => {
        const next = jackpotStep(s, value);
        if (next === value) clearInterval(id);
        return next;
      });
    }, 50);
    return () => clearInterval(id);
  }, [value, reduced]);
  if (value === null) return null;
  return (
    <div className="jackpot" data-testid="house-jackpot" data-value={value}>
      <span className="jackpot__label">{t('houseGames.wheel.jackpot')}</span>
      <span className="jackpot__value amount">{money(shown)}</span>
    </div>
  );
}
