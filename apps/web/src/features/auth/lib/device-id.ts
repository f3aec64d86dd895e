import { local, localKeys } from '@/lib/storage';

/** RFC 4122 version 4 from random bytes, for browsers without `crypto.randomUUID` (non-secure contexts). */
function uuidFromBytes(): string {
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The browser's device id (`loginDeviceId` of login and register bodies): a UUID kept in local storage. */
export function getDeviceId(): string {
  const stored = local.get(localKeys.deviceId);
  if (stored) return stored;
  const id = typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : uuidFromBytes();
  local.set(localKeys.deviceId, id);
  return id;
}
