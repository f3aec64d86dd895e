/** The lotus mark: five gold petals; the merchant name is set beside it as text. */
export function BrandMark({ size = 32, title }: { size?: number; title?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 64 64"
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
    >
      <defs>
        <linearGradient id="brand-petal" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffd66b" />
          <stop offset="1" stopColor="#e59a12" />
        </linearGradient>
      </defs>
      <path d="M32 8c7 8 9 17 0 30-9-13-7-22 0-30z" fill="url(#brand-petal)" />
      <path d="M12 20c10 1 17 7 18 19-12-2-18-9-18-19z" fill="url(#brand-petal)" opacity=".9" />
      <path d="M52 20c-10 1-17 7-18 19 12-2 18-9 18-19z" fill="url(#brand-petal)" opacity=".9" />
      <path d="M5 34c9-2 18 1 24 8-9 4-18 2-24-8z" fill="url(#brand-petal)" opacity=".75" />
      <path d="M59 34c-9-2-18 1-24 8 9 4 18 2 24-8z" fill="url(#brand-petal)" opacity=".75" />
      <path d="M16 50c10 4 22 4 32 0" stroke="#4361ee" strokeWidth="4" strokeLinecap="round" fill="none" />
    </svg>
  );
}
