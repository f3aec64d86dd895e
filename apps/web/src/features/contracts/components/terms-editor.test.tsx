import type { ContractTerms } from '@lotus/contract';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithBoot } from '@/test/render-with-boot';
import { TermsEditor } from './terms-editor';

// Shared CPU in CI: give the dialogs and refetches time rather than fail on a slow tick.
configure({ asyncUtilTimeout: 5000 });

describe('terms editor', { timeout: 30_000 }, () => {
  it('shows the bound, checks tiers before sending, and sends the terms', async () => {
    const onSubmit = vi.fn<(terms: ContractTerms) => void>();
    renderWithBoot(<TermsEditor kind="dailySalary" bound={{ rate: 2 }} onSubmit={onSubmit} submitLabel="Send offer" />);
    expect(screen.getByTestId('contract-bound')).toHaveTextContent('Your limit: up to 2%');
    const user = userEvent.setup();
    const tier = () => screen.getAllByTestId('terms-tier');
    await user.type(within(tier()[0] as HTMLElement).getByLabelText('Rate (%)'), '1.5');
    await user.type(within(tier()[0] as HTMLElement).getByLabelText('Active members'), '3');
    await user.type(within(tier()[0] as HTMLElement).getByLabelText('Daily bet (CNY)'), '1000');
    await user.click(screen.getByRole('button', { name: 'Add tier' }));
    expect(tier()).toHaveLength(2);
    const second = tier()[1] as HTMLElement;
    await user.type(within(second).getByLabelText('Rate (%)'), '2.5');
    await user.type(within(second).getByLabelText('Active members'), '2');
    await user.type(within(second).getByLabelText('Daily bet (CNY)'), '1000.123');
    await user.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(within(second).getByLabelText('Rate (%)')).toHaveAccessibleDescription('Above your limit');
    expect(within(second).getByLabelText('Active members')).toHaveAccessibleDescription(
      'Cannot be lower than the tier before',
    );
    expect(within(second).getByLabelText('Daily bet (CNY)')).toHaveAccessibleDescription('At most two decimals');

    await user.click(screen.getByRole('button', { name: 'Remove tier 2' }));
    expect(tier()).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Remove tier 1' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(onSubmit).toHaveBeenCalledWith({
      kind: 'dailySalary',
      tiers: [{ rate: 1.5, activeMembers: 3, dailyBet: 1000 }],
    });
  });

  it('cannot send without a bound', async () => {
    renderWithBoot(<TermsEditor kind="realtimeSalary" bound={null} onSubmit={() => {}} submitLabel="Send offer" />);
    expect(screen.getByTestId('contract-bound')).toHaveTextContent(
      'You can offer real-time salary contracts once your upline has given you one.',
    );
    expect(screen.getByRole('button', { name: 'Send offer' })).toBeDisabled();
  });
});
