import { DEMO_MERCHANT_CODE, envelopeSchema, systemStatusSchema } from '@lotus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateMerchantSettings } from '../src/modules/system/merchant-settings.ts';
import { type RunningServer, startServer } from './start-server.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

describe('startServer', () => {
  it('answers over real HTTP, and settings changed in-process show at once', async () => {
    const status = async () => {
      const res = await fetch(`${server.url}/wps/system/status`, { headers: { merchant: DEMO_MERCHANT_CODE } });
      return envelopeSchema(systemStatusSchema).parse(await res.json()).value.systemStatus;
    };
    expect(await status()).toBe(0);
    await updateMerchantSettings(server.db, DEMO_MERCHANT_CODE, { maintenance: { on: true } });
    expect(await status()).toBe(1);
  });
});
