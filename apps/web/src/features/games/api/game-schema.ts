type Schemas = typeof import('./schemas');

/** A lazily loaded catalogue schema for `callEndpoint`'s `schema` option. */
export const gameSchema =
  <K extends keyof Schemas>(name: K) =>
  (): Promise<Schemas[K]> =>
    import('./schemas').then((m) => m[name]);
