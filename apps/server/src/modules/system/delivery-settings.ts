import { type DeliverySettings, defaultDeliverySettings, type deliverySettingsPatchSchema } from '@lotus/contract';
import type { z } from 'zod';

type DeliveryPatch = z.output<typeof deliverySettingsPatchSchema>;
type Smtp = NonNullable<DeliverySettings['smtp']>;
type Sms = NonNullable<DeliverySettings['sms']>;

/** The SMTP URL as operators and the audit log see it: the password taken out. */
export function smtpUrlWithoutPassword(url: string) {
  const parsed = new URL(url);
  parsed.password = '';
  return parsed.toString();
}

/** Same account on the same server: only then may a stored password travel with a changed URL. */
const sameAccount = (a: URL, b: URL) =>
  a.protocol === b.protocol && a.host === b.host && decodeURIComponent(a.username) === decodeURIComponent(b.username);

/**
 * The password goes into the URL (percent-encoded): typed in the password field, else the one in the URL, else the
 * stored one, but only for the same user on the same server, so an old password never goes to a new host.
 */
function mergeSmtp(patch: NonNullable<DeliveryPatch['smtp']>, stored: Smtp | null): Smtp {
  const url = new URL(patch.url);
  if (patch.password) url.password = patch.password;
  else if (!url.password && url.username && stored) {
    const before = new URL(stored.url);
    if (before.password && sameAccount(url, before)) url.password = before.password;
  }
  return { url: url.toString(), from: patch.from };
}

/** An empty auth header keeps the stored one while the provider's origin stays the same. */
function mergeSms({ auth, ...patch }: NonNullable<DeliveryPatch['sms']>, stored: Sms | null): Sms {
  const kept = stored?.auth && new URL(stored.url).origin === new URL(patch.url).origin ? stored.auth : undefined;
  const merged: Sms = { ...patch };
  // Absent rather than undefined: the value is stored as JSON.
  const header = auth || kept;
  if (header) merged.auth = header;
  for (const key of ['successPath', 'successValue'] as const) if (!merged[key]) delete merged[key];
  return merged;
}

/** The stored settings with a console change applied: a part left out stays, null returns it to the server's. */
export function mergeDeliverySettings(stored: DeliverySettings, patch: DeliveryPatch): DeliverySettings {
  return {
    smtp: patch.smtp === undefined ? stored.smtp : patch.smtp && mergeSmtp(patch.smtp, stored.smtp),
    sms: patch.sms === undefined ? stored.sms : patch.sms && mergeSms(patch.sms, stored.sms),
  };
}

export const storedDelivery = (value: Partial<DeliverySettings> | null | undefined): DeliverySettings => ({
  ...defaultDeliverySettings,
  ...value,
});

/** The settings without their secrets (the console's view and the audit log): whether each is set, instead. */
export function redactDelivery(settings: DeliverySettings) {
  const { smtp, sms } = settings;
  return {
    smtp: smtp && {
      url: smtpUrlWithoutPassword(smtp.url),
      from: smtp.from,
      passwordSet: new URL(smtp.url).password !== '',
    },
    sms: sms && {
      url: sms.url,
      method: sms.method,
      template: sms.template,
      format: sms.format,
      successPath: sms.successPath ?? null,
      successValue: sms.successValue ?? null,
      authSet: Boolean(sms.auth),
    },
  };
}

/** Which secrets a change replaced (named, never shown), for the audit entry. */
export function changedSecrets(before: DeliverySettings, after: DeliverySettings) {
  const password = (s: DeliverySettings) => (s.smtp ? new URL(s.smtp.url).password : '');
  const changed: string[] = [];
  if (password(before) !== password(after)) changed.push('smtp.password');
  if ((before.sms?.auth ?? '') !== (after.sms?.auth ?? '')) changed.push('sms.auth');
  return changed;
}
