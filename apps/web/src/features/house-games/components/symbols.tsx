import type { ReactNode } from 'react';

/**
 * The house games' symbols, drawn in SVG (no outside images). One shared set of gradients (`SymbolDefs`, rendered
 * once per page) keeps every symbol light: a reel strip draws dozens of them.
 */
export function SymbolDefs() {
  return (
    <svg className="hg-defs" width="0" height="0" aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id="hg-g-gold" cx="35%" cy="30%" r="75%">
          <stop offset="0" stopColor="#fff4c2" />
          <stop offset="0.45" stopColor="#f7c948" />
          <stop offset="1" stopColor="#b7791f" />
        </radialGradient>
        <linearGradient id="hg-g-petal" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffd1e8" />
          <stop offset="1" stopColor="#e8589a" />
        </linearGradient>
        <linearGradient id="hg-g-koi" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffb36b" />
          <stop offset="1" stopColor="#e8501e" />
        </linearGradient>
        <linearGradient id="hg-g-red" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ff6b6b" />
          <stop offset="1" stopColor="#b3122e" />
        </linearGradient>
        <radialGradient id="hg-g-pearl" cx="35%" cy="30%" r="70%">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="0.55" stopColor="#e9e3ff" />
          <stop offset="1" stopColor="#9c8fd6" />
        </radialGradient>
        <radialGradient id="hg-g-jade" cx="35%" cy="30%" r="80%">
          <stop offset="0" stopColor="#b8f5d0" />
          <stop offset="0.5" stopColor="#36b37e" />
          <stop offset="1" stopColor="#0f6b45" />
        </radialGradient>
        <radialGradient id="hg-g-peach" cx="40%" cy="35%" r="75%">
          <stop offset="0" stopColor="#ffe3c4" />
          <stop offset="0.5" stopColor="#ff9e7a" />
          <stop offset="1" stopColor="#e0456b" />
        </radialGradient>
        <linearGradient id="hg-g-wild" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#8b5cf6" />
          <stop offset="1" stopColor="#4c1d95" />
        </linearGradient>
        <radialGradient id="hg-g-scatter" cx="50%" cy="50%" r="60%">
          <stop offset="0" stopColor="#a5f3fc" />
          <stop offset="0.6" stopColor="#22b8cf" />
          <stop offset="1" stopColor="#0b5f75" />
        </radialGradient>
        <linearGradient id="hg-g-ace" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ff8a8a" />
          <stop offset="1" stopColor="#c92a2a" />
        </linearGradient>
        <linearGradient id="hg-g-king" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#8fb3ff" />
          <stop offset="1" stopColor="#2f54eb" />
        </linearGradient>
        <linearGradient id="hg-g-queen" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#8ff0b6" />
          <stop offset="1" stopColor="#1f9d55" />
        </linearGradient>
      </defs>
    </svg>
  );
}

const petals = [-60, -30, 0, 30, 60];

const art: Record<string, ReactNode> = {
  lotus: (
    <>
      {petals.map((angle) => (
        <ellipse
          key={angle}
          cx="32"
          cy="26"
          rx="8"
          ry="17"
          fill="url(#hg-g-petal)"
          stroke="#b83280"
          strokeWidth="1"
          transform={`rotate(${angle} 32 44)`}
        />
      ))}
      <ellipse cx="32" cy="46" rx="20" ry="5" fill="#2f9e6e" />
      <circle cx="32" cy="38" r="4" fill="url(#hg-g-gold)" />
    </>
  ),
  koi: (
    <>
      <path
        d="M10 32c8-12 26-14 38-4l8-8v24l-8-8c-12 10-30 8-38-4Z"
        fill="url(#hg-g-koi)"
        stroke="#a33a12"
        strokeWidth="1.5"
      />
      <path
        d="M22 26c4 3 4 9 0 12M32 25c3 4 3 10 0 14"
        stroke="#fff7ef"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
      <circle cx="16" cy="30" r="2.2" fill="#1a1a1a" />
      <path d="M30 40c2 5 6 7 9 7" stroke="#a33a12" strokeWidth="1.5" fill="none" />
    </>
  ),
  lantern: (
    <>
      <rect x="26" y="6" width="12" height="6" rx="2" fill="url(#hg-g-gold)" />
      <ellipse cx="32" cy="32" rx="20" ry="19" fill="url(#hg-g-red)" stroke="#7a0c1e" strokeWidth="1.5" />
      <path
        d="M32 13v38M22 15c-6 10-6 24 0 34M42 15c6 10 6 24 0 34"
        stroke="#ffd166"
        strokeWidth="1.5"
        fill="none"
        opacity="0.8"
      />
      <rect x="26" y="50" width="12" height="5" rx="2" fill="url(#hg-g-gold)" />
      <path d="M32 55v6" stroke="#f7c948" strokeWidth="2.5" strokeLinecap="round" />
    </>
  ),
  coin: (
    <>
      <circle cx="32" cy="32" r="24" fill="url(#hg-g-gold)" stroke="#8a5a00" strokeWidth="2" />
      <circle cx="32" cy="32" r="18" fill="none" stroke="#8a5a00" strokeWidth="1.5" opacity="0.6" />
      <rect x="25" y="25" width="14" height="14" rx="1.5" fill="#5c3b00" />
      <path d="M32 10v6M32 48v6M10 32h6M48 32h6" stroke="#8a5a00" strokeWidth="2" strokeLinecap="round" />
    </>
  ),
  pearl: (
    <>
      <ellipse cx="32" cy="50" rx="22" ry="6" fill="#3b2f6b" opacity="0.35" />
      <circle cx="32" cy="30" r="20" fill="url(#hg-g-pearl)" stroke="#7b6cc4" strokeWidth="1.2" />
      <ellipse cx="25" cy="22" rx="6" ry="4" fill="#ffffff" opacity="0.85" transform="rotate(-30 25 22)" />
    </>
  ),
  dragon: (
    <>
      <circle cx="32" cy="32" r="26" fill="url(#hg-g-red)" stroke="#7a0c1e" strokeWidth="1.5" />
      <path
        d="M16 44c6 6 14 4 16-2s-6-10-2-16 14-4 16 2"
        fill="none"
        stroke="url(#hg-g-gold)"
        strokeWidth="6"
        strokeLinecap="round"
      />
      <circle cx="46" cy="28" r="5" fill="url(#hg-g-gold)" />
      <path d="M45 23l3-6M49 25l5-4" stroke="#f7c948" strokeWidth="2" strokeLinecap="round" />
      <circle cx="47" cy="27" r="1.2" fill="#5c0a14" />
    </>
  ),
  jade: (
    <>
      <circle cx="32" cy="32" r="24" fill="url(#hg-g-jade)" stroke="#0b5035" strokeWidth="1.5" />
      <circle cx="32" cy="32" r="8" fill="var(--hg-cell, #10182b)" stroke="#0b5035" strokeWidth="1.5" />
      <circle cx="32" cy="32" r="16" fill="none" stroke="#d3f9e2" strokeWidth="1" strokeDasharray="2 4" opacity="0.7" />
    </>
  ),
  peach: (
    <>
      <path
        d="M32 56C14 56 8 40 12 30c4-10 14-12 20-6 6-6 16-4 20 6 4 10-2 26-20 26Z"
        fill="url(#hg-g-peach)"
        stroke="#b02a4f"
        strokeWidth="1.5"
      />
      <path d="M32 24c0 8-2 20 0 30" stroke="#c2415f" strokeWidth="1.5" fill="none" opacity="0.6" />
      <path d="M32 24c-2-8 4-14 14-14-2 8-6 12-14 14Z" fill="#2f9e44" stroke="#1b6e2f" strokeWidth="1" />
    </>
  ),
  wild: (
    <>
      <path d="M32 4 58 20v24L32 60 6 44V20Z" fill="url(#hg-g-wild)" stroke="#f7c948" strokeWidth="2.5" />
      <text
        x="32"
        y="38"
        textAnchor="middle"
        fontSize="15"
        fontWeight="900"
        fill="url(#hg-g-gold)"
        fontFamily="system-ui, sans-serif"
        letterSpacing="0.5"
      >
        WILD
      </text>
    </>
  ),
  scatter: (
    <>
      <circle cx="32" cy="32" r="26" fill="url(#hg-g-scatter)" stroke="#0b5f75" strokeWidth="1.5" />
      <path
        d="M32 10l5 14 15 1-12 9 4 15-12-9-12 9 4-15-12-9 15-1Z"
        fill="url(#hg-g-gold)"
        stroke="#8a5a00"
        strokeWidth="1"
      />
    </>
  ),
  ace: <Royal letter="A" fill="url(#hg-g-ace)" stroke="#7d1414" />,
  king: <Royal letter="K" fill="url(#hg-g-king)" stroke="#1d2f8a" />,
  queen: <Royal letter="Q" fill="url(#hg-g-queen)" stroke="#0d5a2e" />,
};

function Royal({ letter, fill, stroke }: { letter: string; fill: string; stroke: string }) {
  return (
    <text
      x="32"
      y="49"
      textAnchor="middle"
      fontSize="46"
      fontWeight="900"
      fontFamily="Georgia, 'Times New Roman', serif"
      fill={fill}
      stroke={stroke}
      strokeWidth="2"
      paintOrder="stroke"
    >
      {letter}
    </text>
  );
}

/** A symbol by its code; an unknown code (a newer server) still shows, as its initial on a gem. */
export function SymbolArt({ symbol, label, className }: { symbol: string; label?: string; className?: string }) {
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: named by aria-label when labelled, hidden from assistive technology otherwise
    <svg
      className={['hg-symbol', className].filter(Boolean).join(' ')}
      viewBox="0 0 64 64"
      data-symbol={symbol}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {art[symbol] ?? (
        <>
          <circle cx="32" cy="32" r="24" fill="url(#hg-g-wild)" />
          <text x="32" y="41" textAnchor="middle" fontSize="26" fontWeight="800" fill="#fff">
            {symbol.slice(0, 1).toUpperCase()}
          </text>
        </>
      )}
    </svg>
  );
}
