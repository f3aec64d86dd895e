/** Languages of the `Language` header. Clients send them in any case (`EN`, `en`, `CN`, `zh`); unknown → EN. */
export const languages = ['EN', 'CN'] as const;
export type Language = (typeof languages)[number];

export function parseLanguage(raw: string | undefined | null): Language {
  const v = (raw ?? '').trim().toLowerCase();
  if (v === 'cn' || v === 'zh' || v.startsWith('zh-') || v === 'zh_cn') return 'CN';
  return 'EN';
}
