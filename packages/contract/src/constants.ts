/** Business constants and limits of spec §9. */
export const limits = {
  smsLockoutMinutes: 5,
  smsThrottleMs: 1000,
  captchaRefreshMs: 1000,
  favouriteThrottleMs: 1000,
  defaultPassword: '123456',
  minimumAge: 18,
  commentMaxChars: 140,
  upload: { maxBytes: 5 * 1024 * 1024, maxFiles: 3, types: ['image/png', 'image/jpeg'] },
  rememberMeHours: 24,
  announcementPageSize: 9,
  winnerBoardSize: 20,
  gamePageSizeHome: 12,
  gamePageSizeCategory: 24,
  gameColumns: 6,
  favouritesPageSize: 999,
  vendorDropdownLargeAbove: 10,
  bannerAutoplayMs: 5000,
  bannerSpeedMs: 1000,
  bannerSpacing: 20.3,
  chunkLoadTimeoutMs: 120_000,
  customerServiceWindow: { width: 440, height: 750 },
  appQrSize: 120,
} as const;

export const platform = { web: 'WEB', clientType: 3, lotteryType: 'Lott' } as const;
export const prizeModes = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const;

/** `systemStatus` of spec §4: 0 normal, 1 maintenance, 2 region blocked. */
export const SystemStatus = { normal: 0, maintenance: 1, regionBlocked: 2 } as const;
export type SystemStatus = (typeof SystemStatus)[keyof typeof SystemStatus];

/** Game categories (`gameType`) and the route of each category page (spec §2). */
export const gameCategories = [
  'RNG',
  'LIVE',
  'FISH',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'LOTT',
  'ELOTT',
  'COCKFIGHT',
] as const;
export type GameCategory = (typeof gameCategories)[number];

/** Banner groups by page (spec §2). */
export const bannerGroups = {
  HOME: 'w_home',
  RNG: 'w_rng',
  LIVE: 'w_live',
  FISH: 'w_fish',
  PVP: 'w_pvp',
  SPORTS: 'w_sports',
  ESPORTS: 'w_esports',
  ELOTT: 'w_elott',
  LOTT: 'w_lott',
  LOGIN: 'w_login',
  REGISTER: 'w_register',
  LEFT_MENU: 'w_leftmenu',
  FORGOT: 'w_forget',
} as const;
