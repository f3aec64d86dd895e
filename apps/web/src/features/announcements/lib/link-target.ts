/** Where the reward-centre button of a promotion announcement and a PROMOTION link lead (the member centre page). */
export const REWARD_CENTRE_PATH = '/member?tab=rewardCenter';

/** The module of the reward centre: while it is off, links there are inert and no button leads there. */
export const REWARD_CENTRE_MODULE = 'REWCEN3';

export type LinkTarget =
  | { kind: 'route'; href: string }
  | { kind: 'external'; href: string }
  | { kind: 'game'; vendorCode: string; gameCode: string };

export interface Linked {
  linkageType?: string | null;
  linkTarget?: string | null;
}

const sitePath = (target: string): LinkTarget | null =>
  target.startsWith('/') && !target.startsWith('//') ? { kind: 'route', href: target } : null;
const outside = (target: string): LinkTarget | null =>
  /^https?:\/\/[^/\s]/i.test(target) ? { kind: 'external', href: target } : null;

/**
 * Where a banner or announcement click goes (`linkageType` + `linkTarget`): ROUTE a site path, GAME
 * `<vendorCode>:<gameCode>`, PROMOTION the reward centre, URL an http(s) address in a new tab. A target that does not
 * fit its type is inert rather than guessed; items without a type (older feeds) are read from the target's shape. A
 * link to the reward centre is inert while the brand has no reward centre (`rewardCentre` false).
 */
export function resolveLinkTarget(item: Linked, rewardCentre = true): LinkTarget | null {
  const link = linkOf(item);
  return !rewardCentre && isRewardCentre(link) ? null : link;
}

function linkOf(item: Linked): LinkTarget | null {
  const type = item.linkageType?.trim().toUpperCase() || null;
  const target = item.linkTarget?.trim() ?? '';
  switch (type) {
    case 'NONE':
      return null;
    case 'PROMOTION':
      return { kind: 'route', href: REWARD_CENTRE_PATH };
    case 'ROUTE':
      return sitePath(target);
    case 'URL':
      return outside(target);
    case 'GAME': {
      const colon = target.indexOf(':');
      const vendorCode = target.slice(0, colon).trim();
      const gameCode = target.slice(colon + 1).trim();
      return colon > 0 && vendorCode && gameCode ? { kind: 'game', vendorCode, gameCode } : null;
    }
    default:
      return target ? (outside(target) ?? sitePath(target)) : null;
  }
}

/** A link to the reward centre (PROMOTION, or a route there): it gets the reward-centre button. */
export const isRewardCentre = (target: LinkTarget | null) =>
  target?.kind === 'route' && target.href.split('#')[0] === REWARD_CENTRE_PATH;
