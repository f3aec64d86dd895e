import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { changeOwnPassword } from '../api/console-operators-api';
import { OwnPasswordForm } from './own-account';

vi.mock('../api/console-operators-api', async (original) => ({
  ...(await original<typeof import('../api/console-operators-api')>()),
  changeOwnPassword: vi.fn(),
  refreshConsoleMe: vi.fn(),
}));
const change = vi.mocked(changeOwnPassword);

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });

function fill(password: string) {
  type('Current password', 'Given-password-1');
  type('New password$', password);
  type('New password again', password);
  fireEvent.click(screen.getByTestId('console-own-password-submit'));
}

beforeEach(() => change.mockReset());

describe('the operator’s own password', () => {
  it('follows the operators’ rule, not the players’: 12 to 128 printable characters', async () => {
    render(<OwnPasswordForm />);
    expect(screen.getByText(/^12 to 128 characters/)).toBeInTheDocument();
    fill('Admin1234');
    expect(await screen.findByText('At least 12 characters')).toBeInTheDocument();
    fill('x'.repeat(129));
    expect(await screen.findByText('At most 128 characters')).toBeInTheDocument();
    expect(change).not.toHaveBeenCalled();
    // Symbols, spaces and more than 20 characters, which the demo brand's member rule refuses.
    fill('Tea & biscuits at four, every day!');
    await waitFor(() =>
      expect(change).toHaveBeenCalledWith({
        currentPassword: 'Given-password-1',
        newPassword: 'Tea & biscuits at four, every day!',
      }),
    );
  });
});
