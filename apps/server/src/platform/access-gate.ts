import fp from 'fastify-plugin';
import { AppError } from './app-error.ts';
import type { Clock } from './clock.ts';
import { addEndpointHook } from './endpoint-hooks.ts';
import { countryOf } from './geo.ts';
import { isUnderMaintenance } from './merchant/merchant-config.ts';
import { isRegionRestricted } from './merchant/region-rules.ts';

/** The client needs these to render the maintenance and region-block pages themselves. */
const alwaysOpen = '/wps/system/';

/**
 * While the merchant is under maintenance every other endpoint answers 503 `system.maintenance`; a visitor from a
 * blocked region or address range gets 403 `access.restricted`.
 */
export default fp<{ clock: Clock }>(
  async function accessGate(app, { clock }) {
    addEndpointHook(app, async (request, _reply, endpoint) => {
      if (endpoint.path.startsWith(alwaysOpen)) return;
      const merchant = request.merchant;
      if (isUnderMaintenance(merchant, clock.now(), request.ip)) throw new AppError('system.maintenance');
      // The geo lookup only for brands that block countries: most don't, and it is on every request.
      const country = merchant.regionRules.countries.size > 0 ? countryOf(request.ip) : null;
      if (isRegionRestricted(merchant.regionRules, request.ip, country)) {
        throw new AppError('access.restricted');
      }
    });
  },
  { name: 'access-gate', dependencies: ['merchant-resolution'] },
);
