import { flattenWhitelabel, type RegisterRules, type WhitelabelNode } from '@lotus/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { systemStatusQuery } from '@/features/system';
import { queryClient } from '@/lib/api';
import { bootPayload } from './boot-payload';

export interface BootOptions {
  /** Modules switched off (everything else is on). */
  disabled?: string[];
  register?: Partial<RegisterRules>;
}

/**
 * Renders a component inside a router, with the boot payload already loaded into the app's query client, as it is
 * once the site shows. Returns the router to inspect where the component navigated.
 */
export function renderWithBoot(ui: ReactNode, options: BootOptions = {}, path = '/') {
  const boot = bootPayload();
  const register = { ...boot.info.register, ...options.register } as RegisterRules;
  const disabled = new Set(options.disabled ?? []);
  const flip = (nodes: WhitelabelNode[]): WhitelabelNode[] =>
    nodes.map((n) => ({ ...n, enabled: disabled.has(n.modId) ? '0' : '1', childrenNodes: flip(n.childrenNodes) }));
  const whitelabel = flip(boot.info.whitelabel as WhitelabelNode[]);
  queryClient.clear();
  queryClient.setQueryData(systemStatusQuery.queryKey, {
    ...boot,
    info: { ...boot.info, register, whitelabel },
    features: flattenWhitelabel(whitelabel),
  });
  const router = createMemoryRouter(
    [
      { path: '*', element: ui },
      { path: '/agentHome', element: <p>agent home</p> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router };
}
