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

/** What a browser sends to load a page: a GET (or HEAD) that wants HTML, outside the API. */
export function isPageNavigation(request: { method: string; url: string; headers: { accept?: string } }): boolean {
  const { method, url, headers } = request;
  return (method === 'GET' || method === 'HEAD') && (headers.accept ?? '').includes('text/html') && !isApiPath(url);
}
