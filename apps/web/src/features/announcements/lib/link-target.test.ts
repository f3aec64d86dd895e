import { describe, expect, it } from 'vitest';
import { isRewardCentre, REWARD_CENTRE_PATH, resolveLinkTarget } from './link-target';

describe('where a banner or announcement click goes', () => {
  it('follows each linkage type', () => {
    expect(resolveLinkTarget({ linkageType: 'ROUTE', linkTarget: '/rng?vassalage=PG' })).toEqual({
      kind: 'route',
      href: '/rng?vassalage=PG',
    });
    expect(resolveLinkTarget({ linkageType: 'URL', linkTarget: 'https://lotus.example/news' })).toEqual({
      kind: 'external',
      href: 'https://lotus.example/news',
    });
    expect(resolveLinkTarget({ linkageType: 'GAME', linkTarget: 'PG:pg-jade-koi' })).toEqual({
      kind: 'game',
      vendorCode: 'PG',
      gameCode: 'pg-jade-koi',
    });
    expect(resolveLinkTarget({ linkageType: 'PROMOTION', linkTarget: '12' })).toEqual({
      kind: 'route',
      href: REWARD_CENTRE_PATH,
    });
    expect(REWARD_CENTRE_PATH).toBe('/member?tab=rewardCenter');
    expect(resolveLinkTarget({ linkageType: 'NONE', linkTarget: '/promotions' })).toBeNull();
  });

  it('keeps a target that does not fit its type inert instead of guessing', () => {
    expect(resolveLinkTarget({ linkageType: 'ROUTE', linkTarget: 'https://evil.example' })).toBeNull();
    expect(resolveLinkTarget({ linkageType: 'ROUTE', linkTarget: '//evil.example/x' })).toBeNull();
    expect(resolveLinkTarget({ linkageType: 'URL', linkTarget: 'javascript:alert(1)' })).toBeNull();
    expect(resolveLinkTarget({ linkageType: 'URL', linkTarget: '/promotions' })).toBeNull();
    expect(resolveLinkTarget({ linkageType: 'GAME', linkTarget: 'pg-jade-koi' })).toBeNull();
    expect(resolveLinkTarget({ linkageType: 'GAME', linkTarget: ':pg-jade-koi' })).toBeNull();
    expect(resolveLinkTarget({ linkageType: 'ROUTE', linkTarget: null })).toBeNull();
  });

  it('reads items without a type from the shape of the target', () => {
    expect(resolveLinkTarget({ linkTarget: ' /live ' })).toEqual({ kind: 'route', href: '/live' });
    expect(resolveLinkTarget({ linkTarget: 'http://lotus.example' })).toEqual({
      kind: 'external',
      href: 'http://lotus.example',
    });
    expect(resolveLinkTarget({ linkTarget: 'data:text/html,x' })).toBeNull();
    expect(resolveLinkTarget({})).toBeNull();
  });

  it('knows which links lead to the reward centre', () => {
    expect(isRewardCentre(resolveLinkTarget({ linkageType: 'PROMOTION', linkTarget: null }))).toBe(true);
    expect(isRewardCentre(resolveLinkTarget({ linkageType: 'ROUTE', linkTarget: '/member?tab=rewardCenter' }))).toBe(
      true,
    );
    expect(isRewardCentre(resolveLinkTarget({ linkageType: 'ROUTE', linkTarget: '/promotions' }))).toBe(false);
    expect(isRewardCentre(null)).toBe(false);
  });

  it('makes links to the reward centre inert while the brand has none', () => {
    expect(resolveLinkTarget({ linkageType: 'PROMOTION', linkTarget: null }, false)).toBeNull();
    expect(resolveLinkTarget({ linkageType: 'ROUTE', linkTarget: '/member?tab=rewardCenter' }, false)).toBeNull();
    expect(resolveLinkTarget({ linkageType: 'ROUTE', linkTarget: '/promotions' }, false)).toEqual({
      kind: 'route',
      href: '/promotions',
    });
  });
});
