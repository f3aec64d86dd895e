type Schemas = typeof import('./schemas') & typeof import('./lobby-schemas');

const lobby = () => import('./lobby-schemas');
const rest = () => import('./schemas');

/** Where each schema's module is: the first view's answers apart, so the home page never loads the rest. */
const modules: { [K in keyof Schemas]: () => Promise<Pick<Schemas, K>> } = {
  gameListFirstViewSchema: lobby,
  hotGamesFirstViewSchema: lobby,
  vendorLanesFirstViewSchema: lobby,
  winnerBoardFirstViewSchema: lobby,
  favouriteIdsSchema: rest,
  favouriteListSchema: rest,
  gameMaintenanceValueSchema: rest,
  launchGameSchema: rest,
  pvpRoomsSchema: rest,
  recentGamesSchema: rest,
};

/** A lazily loaded catalogue schema for `callEndpoint`'s `schema` option. */
export const gameSchema =
  <K extends keyof Schemas>(name: K) =>
  (): Promise<Schemas[K]> =>
    modules[name]().then((m) => m[name]);
