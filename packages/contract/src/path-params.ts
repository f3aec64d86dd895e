/** `/social/:provider/start` with `{ provider: 'google' }` → `/social/google/start`, each value URL-encoded. */
export function fillPath(path: string, params: Readonly<Record<string, string | number>> = {}): string {
  return path.replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`${path}: no value for :${key}`);
    return encodeURIComponent(String(value));
  });
}
