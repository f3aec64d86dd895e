/**
 * Feature modules (`modId`) of the whitelabel tree. A module is on only when it and every ancestor are on.
 * Ids marked *(observed)* come from clients of the original API; the rest complete the tree for features of the spec.
 */
export const moduleTree = [
  {
    modId: 'COMM3',
    name: 'Common',
    children: [
      { modId: 'CAPTCHA3', name: 'Image captcha' },
      { modId: 'VERIFICATION3', name: 'SMS codes without login' },
      { modId: 'FEEDBACK3', name: 'Feedback form' },
      { modId: 'CBS3', name: 'Live model chat' },
      { modId: 'CHAT3', name: 'Chat room' },
      { modId: 'ENCV1COMPAT3', name: 'Encrypted calls in the v1 scheme of existing clients' },
    ],
  },
  {
    modId: 'LOGIN3',
    name: 'Login',
    children: [
      { modId: 'MOBILEVERCODELOGIN3', name: 'SMS code login' },
      { modId: 'LOGINIPVERF3', name: 'New IP verification' },
      { modId: 'FREEPLAY3', name: 'Free play' },
      { modId: 'SOCIALLOGIN3', name: 'Social login' },
    ],
  },
  {
    modId: 'REG3',
    name: 'Registration',
    children: [
      { modId: 'USERNAMEREG3', name: 'Register by username' },
      { modId: 'MOBILENUMREG3', name: 'Register by mobile' },
      { modId: 'MOBILENUMPASSREG3', name: 'Password at mobile registration' },
      { modId: 'REGMOBVERF3', name: 'SMS verification at registration' },
      { modId: 'AFFMAN3', name: 'Affiliate codes' },
    ],
  },
  {
    modId: 'PASS3',
    name: 'Passwords',
    children: [
      { modId: 'CHNGPASSVERIF3', name: 'Reset by phone' },
      { modId: 'PWRESETSMS3', name: 'Reset code by SMS' },
      { modId: 'PWDEXPFORCECHANGE3', name: 'Force change of expired password' },
    ],
  },
  {
    modId: 'MEMBER3',
    name: 'Member centre',
    children: [
      { modId: 'PROFPIC3', name: 'Avatar' },
      { modId: 'FUNDTRANS3', name: 'Wallet transfer' },
      { modId: 'MEMTRANS3', name: 'Member transactions' },
      { modId: 'INBOX3', name: 'Inbox' },
      { modId: 'VIP3', name: 'VIP levels' },
      { modId: 'REFERRAL3', name: 'Referral' },
      { modId: 'REBATE3', name: 'Manual rebate' },
    ],
  },
  {
    modId: 'GAMELO3',
    name: 'Game lobby',
    children: [
      { modId: 'GAMELOHOT3', name: 'Hot games' },
      { modId: 'GAMELOFAV3', name: 'Favourites' },
      { modId: 'GAMELOREC3', name: 'Recent games' },
    ],
  },
  {
    modId: 'REWCEN3',
    name: 'Reward centre',
    children: [
      { modId: 'MISSION3', name: 'Missions' },
      { modId: 'PTSYS3', name: 'Points mall' },
    ],
  },
  {
    modId: 'AGENTPOLICY3',
    name: 'Agent contracts',
    children: [
      { modId: 'SIGNCONDIV3', name: 'Dividend contracts' },
      { modId: 'DAILYSALCONT3', name: 'Daily salary contracts' },
      { modId: 'HOURSAL3', name: 'Hourly salary contracts' },
      { modId: 'RTSALARY3', name: 'Real-time salary contracts' },
    ],
  },
] as const satisfies readonly ModuleDefinition[];

export interface ModuleDefinition {
  readonly modId: string;
  readonly name: string;
  readonly children?: readonly ModuleDefinition[];
}

type Ids<T> = T extends readonly (infer N)[]
  ? N extends { modId: infer I; children: infer C }
    ? I | Ids<C>
    : N extends { modId: infer I }
      ? I
      : never
  : never;

export type ModId = Ids<typeof moduleTree>;

function collect(nodes: readonly ModuleDefinition[], out: string[] = []): string[] {
  for (const n of nodes) {
    out.push(n.modId);
    if (n.children) collect(n.children, out);
  }
  return out;
}

export const modIds = collect(moduleTree) as ModId[];

/**
 * Modules of features that are not built yet. They are off for every brand, whatever its own switches say: the server
 * refuses their endpoints and the web shows none of their pages, menus or links; the console shows their switches off
 * and locked. The change that builds one of these features takes its id off this list, which turns it on.
 */
export const unbuiltModules: readonly ModId[] = ['CBS3', 'CHAT3', 'REFERRAL3', 'MISSION3', 'PTSYS3'];

const unbuilt: ReadonlySet<string> = new Set(unbuiltModules);

/** Whether a module's feature exists (see `unbuiltModules`). */
export const isModuleBuilt = (modId: string) => !unbuilt.has(modId);

/** The wire form of the tree (`enabled` is the string '1' or '0', as in the original API). */
export interface WhitelabelNode {
  modId: string;
  name: string;
  enabled: '1' | '0';
  childrenNodes: WhitelabelNode[];
}

/** Builds the wire tree from the set of modules a merchant has switched off; unbuilt modules are off too. */
export function buildWhitelabelTree(disabled: ReadonlySet<string>, nodes: readonly ModuleDefinition[] = moduleTree) {
  return nodes.map(
    (n): WhitelabelNode => ({
      modId: n.modId,
      name: n.name,
      enabled: disabled.has(n.modId) || unbuilt.has(n.modId) ? '0' : '1',
      childrenNodes: n.children ? buildWhitelabelTree(disabled, n.children) : [],
    }),
  );
}

/** Flattens the tree into `{modId: on}`; a child of a disabled node is off. */
export function flattenWhitelabel(tree: readonly WhitelabelNode[], parentOn = true, out: Record<string, boolean> = {}) {
  for (const n of tree) {
    const on = parentOn && n.enabled === '1';
    out[n.modId] = on;
    flattenWhitelabel(n.childrenNodes, on, out);
  }
  return out;
}
