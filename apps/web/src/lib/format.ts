const pad = (n: number, width = 2) => String(Math.trunc(Math.abs(n))).padStart(width, '0');

/** Money of spec §9: two decimals with thousands separators, or asterisks when the player hides it. */
export function formatMoney(amount: number, options: { hidden?: boolean; symbol?: string } = {}): string {
  if (options.hidden) return '****';
  const text = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
  return options.symbol ? `${options.symbol}${text}` : text;
}

/** `YYYY-MM-DD HH:mm:ss` (spec §9) of an instant as seen at a GMT offset, the merchant's business time. */
export function formatDateTime(epochMs: number, gmtOffsetMinutes: number): string {
  const d = new Date(epochMs + gmtOffsetMinutes * 60_000);
  return (
    `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ` +
    `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`
  );
}

export function formatGmtOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  return `GMT${sign}${pad(minutes / 60)}:${pad(minutes % 60)}`;
}

/** Remaining time as `HH:MM:SS`, or `D d HH:MM:SS` beyond a day; never negative. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86_400);
  const clock = `${pad(Math.floor((total % 86_400) / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
  return days > 0 ? `${days}d ${clock}` : clock;
}
