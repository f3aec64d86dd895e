import { buildWhitelabelTree, type RegisterRules, registerFields, type SystemStatusValue } from '@lotus/contract';

const register = Object.fromEntries(
  registerFields.map((field) => [
    field,
    { enabled: true, required: false, acceptedPattern: '*', patternId: 1, minLength: 0, maxLength: 32 },
  ]),
) as RegisterRules;

/** A boot payload as the server sends it, with overrides for the case under test. */
export function bootPayload(overrides: Partial<SystemStatusValue> = {}): SystemStatusValue {
  return {
    info: {
      merchant: {
        code: 'LOTUS',
        name: 'Lotus',
        currency: 'CNY',
        currencySymbol: '¥',
        gmtOffsetMinutes: 480,
        languages: ['EN', 'CN'],
        logoUrl: null,
        theme: {},
      },
      customerService: [
        { csType: 'LIVECHAT', path: 'https://chat.lotus.example/live', labelName: 'Live chat' },
        { csType: 'TELEGRAM', path: 'https://t.lotus.example/help', labelName: 'Telegram' },
      ],
      domainRoute: [],
      resources: [],
      whitelabel: buildWhitelabelTree(new Set()),
      register,
      mainDomain: 'lotus.example',
      analytics: { gtagId: null },
      imageCDNs: [],
      launchGameCDNs: [],
    },
    location: { ip: '203.0.113.7', country: null },
    maintenance: false,
    maintenanceInfo: { endsAt: null, message: null },
    regionRestriction: false,
    systemStatus: 0,
    ...overrides,
  };
}
