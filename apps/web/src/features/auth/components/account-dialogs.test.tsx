import type { LoginResult } from '@lotus/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession, useSessionStore } from '@/lib/session';
import { mockFetch, ok } from '@/test/fetch-mock';
import { renderWithBoot } from '@/test/render-with-boot';
import { changePassword } from '../api/change-password';
import { login } from '../api/login';
import { useAccountPrompt } from '../stores/account-prompt-store';
import { openChangePassword, resetAuthDialog, useAuthDialog } from '../stores/auth-dialog-store';
import AccountPromptDialog from './account-prompt-dialog';
import ChangePasswordDialog from './change-password-dialog';
import ForgotPasswordDialog from './forgot-password-dialog';

vi.mock('../api/login', () => ({ login: vi.fn() }));
vi.mock('../api/change-password', () => ({ changePassword: vi.fn() }));
const loginMock = vi.mocked(login);
const changeMock = vi.mocked(changePassword);

const relogin: LoginResult = {
  token: 'fresh',
  id: 7,
  userName: 'demo',
  nickname: 'Demo',
  customerType: 0,
  firstTimeLogin: false,
  passwordExpired: false,
  forcePasswordChange: false,
  expiresAt: null,
};

afterEach(() => {
  vi.unstubAllGlobals();
  loginMock.mockReset();
  changeMock.mockReset();
  resetAuthDialog();
  useAccountPrompt.setState({ prompt: null });
  useSessionStore.setState({ token: null, nickname: null, isAgent: false, isTrial: false });
});

describe('change password', () => {
  it('forced after a 123456 login: no way to dismiss, no old-password field, then a fresh login with the new one', async () => {
    mockFetch({});
    setSession({ token: 'old', account: 'demo' });
    openChangePassword({ forced: true, oldPassword: '123456' });
    changeMock.mockResolvedValueOnce(null);
    loginMock.mockResolvedValueOnce(relogin);
    const { router } = renderWithBoot(<ChangePasswordDialog />, {}, '/promotions');

    const dialog = screen.getByTestId('change-password-dialog');
    expect(dialog).toHaveTextContent('For your security, choose a new password');
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveAttribute('readonly');
    expect(screen.queryByLabelText('Current password', { selector: 'input' })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password', { selector: 'input' }), 'Better2026');
    await user.type(screen.getByLabelText('Confirm new password', { selector: 'input' }), 'Better2025');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    // Validation answers after the submit's own task, which a busy machine can delay past the click.
    await waitFor(() =>
      expect(screen.getByLabelText('Confirm new password', { selector: 'input' })).toHaveAccessibleDescription(
        'The two passwords are inconsistent',
      ),
    );
    expect(changeMock).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Confirm new password', { selector: 'input' }));
    await user.type(screen.getByLabelText('Confirm new password', { selector: 'input' }), 'Better2026');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    await waitFor(() => expect(useSessionStore.getState().token).toBe('fresh'));
    expect(changeMock).toHaveBeenCalledWith({
      oldPassword: '123456',
      newPassword: 'Better2026',
      confirmNewPassword: 'Better2026',
    });
    expect(loginMock).toHaveBeenCalledWith({ type: 'username', username: 'demo', password: 'Better2026' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(useAuthDialog.getState().dialog).toBeNull();
  });

  it('asks for the current password when it is not known', () => {
    mockFetch({});
    setSession({ token: 'old', account: 'demo' });
    openChangePassword();
    renderWithBoot(<ChangePasswordDialog />);
    expect(screen.getByLabelText('Current password', { selector: 'input' })).toBeRequired();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});

describe('sign out', () => {
  it('asks first, then clears the session but keeps the merchant keys and goes home', async () => {
    const fetchMock = mockFetch({ '/wps/session/logout': ok(null) });
    sessionStorage.setItem('merchant', 'LOTUS');
    sessionStorage.setItem('merchantCode', 'LOTUS');
    setSession({ token: 'tok', nickname: 'Demo', account: 'demo', customerId: 7 });
    const { router } = renderWithBoot(<AccountPromptDialog prompt="signOut" />, {}, '/member');
    expect(screen.getByTestId('sign-out-dialog')).toHaveTextContent('Are you sure you want to sign out?');
    expect(sessionStorage.getItem('token')).toBe('tok');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign out' }));
    expect(Object.keys(sessionStorage).sort()).toEqual(['merchant', 'merchantCode']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(fetchMock).toHaveBeenCalled();
  });

  it('keeps the session when the player cancels', async () => {
    setSession({ token: 'tok' });
    renderWithBoot(<AccountPromptDialog prompt="signOut" />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel' }));
    expect(sessionStorage.getItem('token')).toBe('tok');
    expect(useAccountPrompt.getState().prompt).toBeNull();
  });
});

describe('forgot password', () => {
  it('offers only the email reset when phone verification is off', () => {
    mockFetch({});
    renderWithBoot(<ForgotPasswordDialog />, { disabled: ['CHNGPASSVERIF3'] });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Email']);
  });

  it('puts the mobile reset first when phone verification is on', () => {
    mockFetch({});
    renderWithBoot(<ForgotPasswordDialog />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Mobile number', 'Email']);
    expect(screen.getByRole('tab', { name: 'Mobile number' })).toHaveAttribute('aria-selected', 'true');
  });
});
