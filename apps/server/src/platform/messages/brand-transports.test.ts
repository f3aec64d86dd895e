import { describe, expect, it } from 'vitest';
import { createBrandTransports } from './brand-transports.ts';
import type { DeliveryConfig } from './delivery-config.ts';

const environment: DeliveryConfig = {
  smtp: { url: 'smtp://user:server-pass@127.0.0.1:2525', from: 'no-reply@server.example' },
  sms: undefined,
  maxAttempts: 3,
};
const own = { url: 'smtp://user:brand-pass@127.0.0.1:2526', from: 'no-reply@brand.example' };

describe('brand transports', () => {
  it('keep one transporter per brand until its settings change or the brand is forgotten', () => {
    const transports = createBrandTransports(environment);
    const server = transports.of({ code: 'A', settings: { smtp: null, sms: null } });
    expect(server.source).toEqual({ email: 'server', sms: null });
    expect(server.transports.sms).toBeUndefined();
    expect(server.config.smtp).toBe(environment.smtp);
    // Every brand without settings shares the server's transporter.
    expect(transports.of({ code: 'B', settings: { smtp: null, sms: null } }).transports.email).toBe(
      server.transports.email,
    );

    const first = transports.of({ code: 'A', settings: { smtp: own, sms: null } });
    expect(first.source.email).toBe('brand');
    expect(first.config.smtp).toEqual(own);
    expect(first.transports.email).not.toBe(server.transports.email);
    expect(transports.of({ code: 'A', settings: { smtp: { ...own }, sms: null } }).transports.email).toBe(
      first.transports.email,
    );
    const changed = transports.of({ code: 'A', settings: { smtp: { ...own, from: 'x@brand.example' }, sms: null } });
    expect(changed.transports.email).not.toBe(first.transports.email);
    transports.forget('A');
    expect(transports.of({ code: 'A', settings: { smtp: own, sms: null } }).transports.email).not.toBe(
      changed.transports.email,
    );
    expect(transports.serverDefault).toEqual({ email: true, sms: false });
    transports.close();
  });
});
