import { describe, expect, it } from 'vitest';
import { isSpaRoute } from './spa-routes.ts';

describe('isSpaRoute', () => {
  it('knows the pages, matched as react-router matches them', () => {
    const pages = ['/', '/index', '/index.html', '/member', '/member/', '/Promotions', '/house/dice', '/house/x%20y'];
    for (const path of [...pages, '/console', '/agent', '/agentHome', '/seaLottery']) {
      expect(isSpaRoute(path), path).toBe(true);
    }
  });

  it('refuses any other path', () => {
    const others = ['', 'member', '/no-such-page', '/member/x', '/house', '/house/', '/house//x', '//member'];
    for (const path of [...others, '/house/dice/more', '/console/members', '/agentHome/x', '/assets/index.js']) {
      expect(isSpaRoute(path), path).toBe(false);
    }
  });
});
