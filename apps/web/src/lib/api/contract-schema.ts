type Schemas = typeof import('./schemas-content') &
  typeof import('./schemas-first-view') &
  typeof import('./schemas-promotions');

/** Where each schema's module is: a loader per contract file, so one call builds only that file's schemas. */
const modules: { [K in keyof Schemas]: () => Promise<Pick<Schemas, K>> } = {
  helpCenterFirstViewSchema: () => import('./schemas-first-view'),
  systemStatusFirstViewSchema: () => import('./schemas-first-view'),
  announcementListFirstViewSchema: () => import('./schemas-first-view'),
  unreadCountSchema: () => import('./schemas-content'),
  availablePromoSchema: () => import('./schemas-promotions'),
};

/** A lazily loaded contract schema for `RequestOptions.schema`. */
export const contractSchema =
  <K extends keyof Schemas>(name: K) =>
  (): Promise<Schemas[K]> =>
    modules[name]().then((m) => m[name]);
