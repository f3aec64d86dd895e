/** Path prefixes the server answers itself; everything else may be the web app (history-mode routes). */
export const apiPrefixes = [
  '/wps',
  '/lgw',
  '/lotto',
  '/vendor',
  '/house/v1',
  '/pay',
  '/payments',
  '/api',
  '/dev',
  '/ws',
  '/docs',
  '/healthz',
  '/readyz',
  '/metrics',
];

export function isApiPath(url: string): boolean {
  return apiPrefixes.some((p) => url === p || url.startsWith(`${p}/`) || url.startsWith(`${p}?`));
}
