import { type EndpointName, endpoints } from '@lotus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';

let t: TestApp;

beforeAll(async () => {
  // The demo test server: every optional route (the outbox, the captcha answer) is on.
  t = await createTestApp();
});
afterAll(() => t.close());

const names = Object.keys(endpoints) as EndpointName[];
const methodsOf = (name: EndpointName) => [endpoints[name].method].flat();

describe('the player endpoint table and the registered routes', () => {
  it('serves every declared endpoint at each of its methods', () => {
    const unserved = names.flatMap((name) =>
      methodsOf(name)
        .filter((method) => !t.app.hasRoute({ method, url: endpoints[name].path }))
        .map((method) => `${name} (${method} ${endpoints[name].path})`),
    );
    expect(unserved).toEqual([]);
  });

  it('declares each method and path once', () => {
    const routes = names.flatMap((name) => methodsOf(name).map((method) => `${method} ${endpoints[name].path}`));
    expect(new Set(routes).size).toBe(routes.length);
  });
});
