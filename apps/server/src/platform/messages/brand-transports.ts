import type { DeliverySettings } from '@lotus/contract';
import type { OutboundPolicy } from '../outbound.ts';
import { type DeliveryConfig, effectiveDeliveryConfig } from './delivery-config.ts';
import { createTransports, httpSmsTransport, smtpTransport, type Transport, type Transports } from './transports.ts';

export type Channel = 'email' | 'sms';

/** A brand as delivery sees it: its code (the key of its cached transports) and its own settings. */
export interface DeliveryBrand {
  code: string;
  settings: DeliverySettings;
}

/** Where one brand's messages go, channel by channel. */
export interface BrandDelivery {
  /** Its own settings where set, else the server's: what failures are described (and masked) with. */
  config: DeliveryConfig;
  transports: Transports;
  /** Whose settings each channel uses; null: none, the channel stays in the outbox. */
  source: Record<Channel, 'brand' | 'server' | null>;
}

export interface BrandTransports {
  of(brand: DeliveryBrand): BrandDelivery;
  /** Closes and drops the brand's own transports (the merchant was changed or forgotten). */
  forget(code: string): void;
  /** Whether the environment configures each channel, the default of a brand without its own settings. */
  serverDefault: Record<Channel, boolean>;
  close(): void;
}

/**
 * The server's transports, and each brand's own ones, made when first needed and kept per process (a nodemailer
 * transporter holds its connection settings). A brand's own ones were typed into the console, so they reach only
 * public addresses unless `policy` allows private ones (`OUTBOUND_ALLOW_PRIVATE`); the server's are its owner's. A brand's transport is made again when its settings differ from the
 * ones it was made with, so a change applies here even if the process missed the merchant's invalidation.
 */
export function createBrandTransports(
  environment: DeliveryConfig,
  policy: OutboundPolicy = { allowPrivate: false },
): BrandTransports {
  const server = createTransports(environment);
  const own = new Map<string, { settings: string; transport: Transport }>();

  function ownTransport(code: string, channel: Channel, settings: object, make: () => Transport) {
    const key = `${code}\n${channel}`;
    const fingerprint = JSON.stringify(settings);
    const cached = own.get(key);
    if (cached?.settings === fingerprint) return cached.transport;
    cached?.transport.close();
    const transport = make();
    own.set(key, { settings: fingerprint, transport });
    return transport;
  }

  function drop(key: string) {
    own.get(key)?.transport.close();
    own.delete(key);
  }

  return {
    of({ code, settings }) {
      const { smtp, sms } = settings;
      // A channel the brand no longer sets up itself must not keep its old transport open.
      if (!smtp) drop(`${code}\nemail`);
      if (!sms) drop(`${code}\nsms`);
      return {
        config: effectiveDeliveryConfig(environment, settings),
        transports: {
          email: smtp ? ownTransport(code, 'email', smtp, () => smtpTransport(smtp, policy)) : server.email,
          sms: sms ? ownTransport(code, 'sms', sms, () => httpSmsTransport(sms, policy)) : server.sms,
        },
        source: {
          email: smtp ? 'brand' : server.email ? 'server' : null,
          sms: sms ? 'brand' : server.sms ? 'server' : null,
        },
      };
    },
    forget(code) {
      drop(`${code}\nemail`);
      drop(`${code}\nsms`);
    },
    serverDefault: { email: Boolean(server.email), sms: Boolean(server.sms) },
    close() {
      for (const key of [...own.keys()]) drop(key);
      server.email?.close();
      server.sms?.close();
    },
  };
}
