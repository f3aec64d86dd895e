/** Every browser-storage key the site uses, in one place (spec §3 "Session storage keys", ORIGINAL.md). */
export const sessionKeys = {
  token: 'token',
  nickname: 'nickname',
  account: 'account',
  username: 'username',
  customerId: 'customerId',
  isAgent: 'isAgent',
  /** `'true'` for a free-play trial account (type 4): real-money actions show `in_need_true_account`. */
  isTrial: 'isTrial',
  merchant: 'merchant',
  merchantCode: 'merchantCode',
  consolidated: 'consolidated',
  enableSalary: 'enableSalary',
  enableContract: 'enableContract',
  merchantWallet: 'merchantWallet',
  gameVendor: 'gameVendor',
  hotGames: 'HOT_GAMES',
  validate: 'validate',
  /** `closed` once the member or the guest dismissed the pop-ups of this browser session. */
  userPopup: 'USER_POPUP',
  anonymousPopup: 'ANONYMOUS_POPUP',
  /** The red-packet rain the member closed (`<campaign>:<start>`), so other pages of the session keep it closed. */
  rainClosed: 'RAIN_CLOSED',
} as const;

/** Kept when a session ends: they identify the brand, not the player. */
export const merchantSessionKeys: readonly string[] = [sessionKeys.merchant, sessionKeys.merchantCode];

export const localKeys = {
  lang: 'lang',
  hisLang: 'hisLang',
  theme: 'theme',
  deviceId: 'SHELL_deviceId',
} as const;

// Storage throws in some private modes and sandboxed iframes; the site must still work without it.
function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

export const session = {
  get: (key: string) => safe(() => window.sessionStorage.getItem(key), null),
  set: (key: string, value: string) => safe(() => window.sessionStorage.setItem(key, value), undefined),
  remove: (key: string) => safe(() => window.sessionStorage.removeItem(key), undefined),
  keys: () => safe(() => Object.keys(window.sessionStorage), [] as string[]),
};

export const local = {
  get: (key: string) => safe(() => window.localStorage.getItem(key), null),
  set: (key: string, value: string) => safe(() => window.localStorage.setItem(key, value), undefined),
  remove: (key: string) => safe(() => window.localStorage.removeItem(key), undefined),
};
