/**
 * The server's clock as the campaigns' answers last told it, minus the device's. Rains and draws are timed on the
 * server's clock: a device whose own clock is off (or a server running ahead) would open a rain late or call it over
 * while it falls. Timers still run on the device; only the moment they aim at comes from the server.
 */
let offsetMs = 0;

/** Notes an answer's `serverTime` as it arrives; an answer without one leaves the last offset. */
export function noteServerTime(serverTime: number | undefined, receivedAt = Date.now()) {
  if (serverTime !== undefined) offsetMs = serverTime - receivedAt;
}

/** The server's time now, by the last answer. */
export const serverNow = () => Date.now() + offsetMs;

/** The server's clock minus the device's, for a device time read elsewhere (`useNow`). */
export const serverOffset = () => offsetMs;
