import { buildWhitelabelTree, customerServiceLinkVector, flattenWhitelabel } from '@lotus/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { systemStatusQuery } from '@/features/system';
import { createQueryClient } from '@/lib/api';
import { bootPayload } from '@/test/boot-payload';
import { useCustomerService } from './use-customer-service';

function setup(customerService: { csType: string; path: string; labelName: string }[]) {
  const client = createQueryClient();
  const payload = bootPayload();
  payload.info.customerService = customerService;
  client.setQueryData(systemStatusQuery.queryKey, {
    ...payload,
    features: flattenWhitelabel(buildWhitelabelTree(new Set())),
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useCustomerService(), { wrapper }).result;
}

describe('opening customer service', () => {
  afterEach(() => vi.restoreAllMocks());

  it('opens the matching channel in a 440×750 window', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue({ opener: window } as Window);
    const result = setup([
      { csType: 'LIVECHAT', path: 'https://chat.example/a', labelName: 'Chat' },
      { csType: 'TELEGRAM', path: 'https://t.example/b', labelName: 'Telegram' },
    ]);
    await result.current.open('TELEGRAM');
    expect(open).toHaveBeenCalledTimes(1);
    const [url, name, features] = open.mock.calls[0] ?? [];
    expect(url).toBe('https://t.example/b');
    expect(name).toBe('lotus-cs');
    expect(features).toMatch(/width=440,height=750/);
  });

  it('decrypts an encrypted link into a window opened during the click', async () => {
    const popup = { opener: window, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const result = setup([{ csType: 'LIVECHAT', path: customerServiceLinkVector.path, labelName: 'Chat' }]);
    await result.current.open();
    expect(open.mock.calls[0]?.[0]).toBe('');
    expect(popup.opener).toBeNull();
    expect(popup.location.href).toBe(customerServiceLinkVector.url);
  });

  it('closes the window again when the link cannot be decrypted', async () => {
    const popup = { opener: window, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const result = setup([{ csType: 'LIVECHAT', path: 'garbage-garbage-12345678', labelName: 'Chat' }]);
    await result.current.open();
    expect(popup.close).toHaveBeenCalled();
    expect(popup.location.href).toBe('');
  });
});
