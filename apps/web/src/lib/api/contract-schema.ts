type Schemas = typeof import('./schemas');

/** A lazily loaded contract schema for `RequestOptions.schema`. */
export const contractSchema =
  <K extends keyof Schemas>(name: K) =>
  (): Promise<Schemas[K]> =>
    import('./schemas').then((m) => m[name]);
