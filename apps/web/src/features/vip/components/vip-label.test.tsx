import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { memberInfoKey } from '@/features/auth';
import { queryClient } from '@/lib/api';
import { setSession, useSessionStore } from '@/lib/session';
import { renderWithBoot } from '@/test/render-with-boot';
import { VipLabel } from './vip-label';

const info = (hasVip: boolean, vipRankLevel: number, vipLabelName: string | null) =>
  queryClient.setQueryData([...memberInfoKey, 'tok'], { id: 7, account: 'demo', hasVip, vipRankLevel, vipLabelName });

describe("the member's VIP label", () => {
  beforeEach(() => setSession({ token: 'tok' }));
  afterEach(() => useSessionStore.setState({ token: null, isTrial: false }));

  it('shows the level and its name once the member info says the member holds one, and follows it', async () => {
    renderWithBoot(<VipLabel />);
    expect(screen.queryByTestId('vip-badge')).toBeNull();
    act(() => info(true, 2, 'Silver'));
    expect(await screen.findByTestId('vip-badge')).toHaveTextContent('VIP 2Silver');
    act(() => info(true, 3, 'Gold'));
    expect(screen.getByTestId('vip-badge')).toHaveTextContent('VIP 3Gold');
    act(() => info(true, 0, 'Member'));
    expect(screen.queryByTestId('vip-badge')).toBeNull();
    act(() => info(false, 2, 'Silver'));
    expect(screen.queryByTestId('vip-badge')).toBeNull();
  });

  it('shows nothing where the brand runs no VIP module, and only the level when compact', () => {
    const view = renderWithBoot(<VipLabel />, { disabled: ['VIP3'] });
    act(() => info(true, 2, 'Silver'));
    expect(screen.queryByTestId('vip-badge')).toBeNull();
    view.unmount();
    renderWithBoot(<VipLabel compact />);
    act(() => info(true, 2, 'Silver'));
    expect(screen.getByTestId('vip-badge')).toHaveTextContent(/^VIP 2$/);
  });
});
