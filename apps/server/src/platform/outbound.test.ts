import { createServer, type Server } from 'node:net';
import { DEMO_ACCOUNTS } from '@lotus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleCall, consoleSignIn } from '../../test/console-helpers.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { startSmsProvider } from '../../test/message-fakes.ts';
import { httpSmsTransport } from './messages/transports.ts';
import { isPrivateAddress, OutboundRefusedError, resolveOutbound } from './outbound.ts';

describe('which addresses are private', () => {
  it('refuses loopback, private, link-local, metadata, CGNAT and unique-local, in every spelling', () => {
    for (const address of [
      '127.0.0.1',
      '127.1.2.3',
      '0.0.0.0',
      '10.0.0.5',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '100.127.255.254',
      '224.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:169.254.169.254',
      '::ffff:0:10.0.0.1',
      '::127.0.0.1',
      '64:ff9b::a9fe:a9fe',
      '2002:7f00:1::1',
      'fd00::1',
      'fd00:ec2::254',
      'fc00::1',
      'fe80::1',
      'ff02::1',
      'not an address',
    ]) {
      expect([address, isPrivateAddress(address)]).toEqual([address, true]);
    }
  });

  it('lets public addresses through, mapped ones too', () => {
    for (const address of [
      '8.8.8.8',
      '93.184.216.34',
      '172.32.0.1',
      '100.128.0.1',
      '2606:4700::1111',
      '::ffff:8.8.8.8',
    ]) {
      expect([address, isPrivateAddress(address)]).toEqual([address, false]);
    }
  });

  it('checks every address a name resolves to, and the setting lifts the rule', async () => {
    const resolve = async () => [{ address: '93.184.216.34' }, { address: '10.0.0.7' }];
    await expect(resolveOutbound('sms.example', { allowPrivate: false, resolve })).rejects.toBeInstanceOf(
      OutboundRefusedError,
    );
    await expect(resolveOutbound('[::ffff:127.0.0.1]', { allowPrivate: false })).rejects.toBeInstanceOf(
      OutboundRefusedError,
    );
    expect(await resolveOutbound('sms.example', { allowPrivate: true, resolve })).toEqual({
      address: '93.184.216.34',
      family: 4,
    });
  });

  it('connects to the address it checked, not to what the name resolves to later', async () => {
    const provider = await startSmsProvider();
    try {
      let lookups = 0;
      // The name exists nowhere but here: the request can only reach the provider through the checked address.
      const resolve = async () => {
        lookups += 1;
        return [{ address: '127.0.0.1' }];
      };
      const transport = httpSmsTransport(
        {
          url: `http://sms-provider.invalid:${provider.port}/send`,
          method: 'POST',
          template: '{"to":"{to}","text":"{body}"}',
          format: 'json',
        },
        { allowPrivate: true, resolve },
      );
      await transport.send({ to: '+86 13900000001', brand: 'Lotus', subject: null, body: 'hello' });
      expect(lookups).toBe(1);
      expect(provider.received.map((r) => [r.url, r.headers.host])).toEqual([
        ['/send', `sms-provider.invalid:${provider.port}`],
      ]);
    } finally {
      await provider.close();
    }
  });
});

/** The console's "send a test" on a server that keeps to public addresses (`OUTBOUND_ALLOW_PRIVATE` off). */
describe('a brand’s provider on the server’s own network', () => {
  let t: TestApp;
  let admin: string;
  let listener: Server;
  let port: number;
  let connections = 0;

  beforeAll(async () => {
    listener = createServer((socket) => {
      connections += 1;
      socket.end('220 internal service ready\r\n');
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    port = (listener.address() as { port: number }).port;
    t = await createTestApp({ config: { outboundAllowPrivate: false } });
    admin = await consoleSignIn(t.app, DEMO_ACCOUNTS.operator.username, DEMO_ACCOUNTS.operator.password);
  });
  afterAll(async () => {
    await t?.close();
    await new Promise<void>((resolve) => listener.close(() => resolve()));
  });

  const save = (delivery: unknown) => consoleCall(t.app, admin, 'PUT', '/settings', { delivery });
  const test = (channel: 'email' | 'sms') =>
    consoleCall(t.app, admin, 'POST', '/settings/delivery/test', {
      channel,
      to: channel === 'email' ? 'operator@lotus-brand.example' : '+86 13900000401',
    });
  const sms = (url: string) => ({
    url,
    method: 'POST',
    template: '{"to":"{to}","text":"{body}"}',
    format: 'json',
  });

  it('is refused with the fixed answer, and nothing is connected to', async () => {
    const refusedAnswer = (provider: string) => ({
      success: false,
      errorCode: 'console.delivery.destination.refused',
      message: 'The provider is on a private or local network address; only public addresses can be called',
      value: { provider, source: 'brand' },
    });
    for (const url of [`smtp://user@127.0.0.1:${port}`, 'smtp://user@127.0.0.1:5432', `smtp://[::1]:${port}`]) {
      expect((await save({ smtp: { url, password: 'x', from: 'mail@lotus.example' }, sms: null })).statusCode).toBe(
        200,
      );
      expect((await test('email')).json()).toEqual(refusedAnswer('smtp'));
    }
    for (const url of [
      `http://127.0.0.1:${port}/send`,
      'http://127.0.0.1:5432/',
      'http://169.254.169.254/latest/meta-data/',
      `http://[::ffff:127.0.0.1]:${port}/send`,
      'http://0.0.0.0:5432/',
      'http://localhost:5432/',
    ]) {
      expect((await save({ sms: sms(url) })).statusCode).toBe(200);
      expect((await test('sms')).json()).toEqual(refusedAnswer('http-sms'));
    }
    expect(connections).toBe(0);
  });
});

/** What the answer to a test tells of the provider: whether it took the message, nothing more. */
describe('the provider’s answer', () => {
  let t: TestApp;
  let admin: string;
  let provider: Awaited<ReturnType<typeof startSmsProvider>>;
  let target: Awaited<ReturnType<typeof startSmsProvider>>;

  beforeAll(async () => {
    [provider, target] = await Promise.all([startSmsProvider(), startSmsProvider()]);
    // Local fakes need the setting that lets a brand's provider be on the server's network.
    t = await createTestApp({ config: { outboundAllowPrivate: true } });
    admin = await consoleSignIn(t.app, DEMO_ACCOUNTS.operator.username, DEMO_ACCOUNTS.operator.password);
  });
  afterAll(async () => {
    await t?.close();
    await Promise.all([provider?.close(), target?.close()]);
  });

  const test = () =>
    consoleCall(t.app, admin, 'POST', '/settings/delivery/test', { channel: 'sms', to: '+86 13900000402' });
  const failed = {
    success: false,
    errorCode: 'console.delivery.test.failed',
    message:
      'The test message was not sent: the provider could not be reached or did not take it (the server log has the details)',
    value: { provider: 'http-sms', source: 'brand' },
  };

  it('does not follow a redirect', async () => {
    await consoleCall(t.app, admin, 'PUT', '/settings', {
      delivery: { sms: { url: `${provider.url}/send`, method: 'POST', template: '{"to":"{to}"}', format: 'json' } },
    });
    provider.reply.status = 302;
    provider.reply.headers = { location: `${target.url}/internal` };
    expect((await test()).json()).toEqual(failed);
    expect(provider.received).toHaveLength(1);
    expect(target.received).toHaveLength(0);
  });

  it('carries none of the response’s fields', async () => {
    await consoleCall(t.app, admin, 'PUT', '/settings', {
      delivery: {
        sms: {
          url: `${provider.url}/send`,
          method: 'POST',
          template: '{"to":"{to}"}',
          format: 'json',
          successPath: 'Code',
          successValue: 'Accepted',
        },
      },
    });
    provider.reply.status = 200;
    provider.reply.headers = {};
    provider.reply.body = { Code: 'AKIA-SECRET-KEY-FROM-METADATA', Token: 'session-token-42' };
    const res = await test();
    expect(res.json()).toEqual(failed);
    expect(res.body).not.toContain('AKIA');
    expect(JSON.stringify(await consoleCall(t.app, admin, 'GET', '/audit').then((r) => r.json()))).not.toContain(
      'AKIA',
    );
  });
});
