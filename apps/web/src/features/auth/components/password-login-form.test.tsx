import type { LoginResult } from '@lotus/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api';
import { useSessionStore } from '@/lib/session';
import { mockFetch, ok } from '@/test/fetch-mock';
import { renderWithBoot } from '@/test/render-with-boot';
import { login } from '../api/login';
import { sendLoginVerificationCode, verifyLogin } from '../api/login-verification';
import { openLogin, resetAuthDialog, useAuthDialog } from '../stores/auth-dialog-store';
import { PasswordLoginForm } from './password-login-form';

// The encrypted call itself is the API client's business (tested there); here only its answers matter.
vi.mock('../api/login', () => ({ login: vi.fn() }));
const loginMock = vi.mocked(login);
vi.mock('../api/login-verification', () => ({ sendLoginVerificationCode: vi.fn(), verifyLogin: vi.fn() }));
const sendCodeMock = vi.mocked(sendLoginVerificationCode);
const verifyMock = vi.mocked(verifyLogin);

const success = (overrides: Partial<LoginResult> = {}): LoginResult => ({
  token: 'tok',
  id: 7,
  userName: 'demo',
  nickname: 'Demo',
  customerType: 0,
  firstTimeLogin: false,
  passwordExpired: false,
  forcePasswordChange: false,
  expiresAt: null,
  ...overrides,
});

const memberInfo = (type: number) =>
  ok({
    id: 7,
    account: 'demo',
    nickname: 'Demo',
    type,
    isAgent: [1, 2, 41, 42].includes(type),
    isTrial: type === 4,
    clubLabel: null,
    regDate: 0,
    mobile: null,
    email: null,
    realName: null,
    icon: null,
    hasPassword: true,
    hasPaymentPassword: false,
    totpEnabled: false,
    expiresAt: null,
    lastLoginAt: null,
    hasVip: false,
    vipRankLevel: 0,
    vipLabelName: null,
  });

/** The readable cookie the server sets after a login with remember-me. */
function setRememberCookie(username: string | null) {
  // biome-ignore lint/suspicious/noDocumentCookie: stands in for the server's Set-Cookie
  document.cookie = username ? `remember_user=${username}` : 'remember_user=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
}

async function fillAndSubmit(username: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Username/, { selector: 'input' }), username);
  await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return user;
}

describe('password login', () => {
  beforeEach(() => {
    loginMock.mockReset();
    openLogin();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    resetAuthDialog();
    useSessionStore.setState({ token: null, nickname: null, isAgent: false, isTrial: false });
  });

  it('asks for username and password before calling the server', async () => {
    renderWithBoot(<PasswordLoginForm />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log in' }));
    const username = screen.getByLabelText(/^Username/, { selector: 'input' });
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveAccessibleDescription('Please enter the username and password');
    expect(loginMock).not.toHaveBeenCalled();
  });

  it('shows the captcha when a failure says so, and sends its answer next time', async () => {
    const fetchMock = mockFetch({ '/wps/captcha': ok('iVBORw0KGgo=') });
    loginMock.mockRejectedValueOnce(
      new ApiError('login.failed', 'Incorrect username or password', 400, { captcha: true }),
    );
    renderWithBoot(<PasswordLoginForm />);
    const user = await fillAndSubmit('demo', 'wrong');

    expect(await screen.findByTestId('form-error')).toHaveTextContent('Incorrect username or password');
    const captcha = await screen.findByLabelText(/^Captcha/, { selector: 'input' });
    expect(await screen.findByRole('img', { name: 'Captcha image' })).toHaveAttribute(
      'src',
      'data:image/png;base64,iVBORw0KGgo=',
    );
    expect(fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/wps/captcha'))).toHaveLength(1);

    loginMock.mockRejectedValueOnce(new ApiError('captcha.invalid', 'Captcha verification failed', 400));
    await user.type(captcha, 'ab12');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(loginMock).toHaveBeenCalledTimes(2));
    expect(loginMock.mock.calls[1]?.[0]).toMatchObject({ username: 'demo', captcha: 'ab12', rememberMe: false });
  });

  it('stores the session keys and opens the forced change-password dialog for 123456', async () => {
    mockFetch({ '/wps/member/info': memberInfo(0) });
    loginMock.mockResolvedValueOnce(success());
    renderWithBoot(<PasswordLoginForm />);
    await fillAndSubmit('demo', '123456');

    await waitFor(() => expect(useAuthDialog.getState()).toMatchObject({ dialog: 'changePassword', forced: true }));
    expect(sessionStorage.getItem('token')).toBe('tok');
    expect(sessionStorage.getItem('account')).toBe('demo');
    expect(sessionStorage.getItem('username')).toBe('demo');
    expect(sessionStorage.getItem('customerId')).toBe('7');
    expect(sessionStorage.getItem('nickname')).toBe('Demo');
    expect(sessionStorage.getItem('isAgent')).toBe('false');
  });

  it('closes the dialog and stays put after an ordinary login', async () => {
    mockFetch({ '/wps/member/info': memberInfo(0) });
    loginMock.mockResolvedValueOnce(success());
    const { router } = renderWithBoot(<PasswordLoginForm />, {}, '/promotions');
    await fillAndSubmit('demo', 'Demo1234');
    await waitFor(() => expect(useAuthDialog.getState().dialog).toBeNull());
    expect(router.state.location.pathname).toBe('/promotions');
    expect(useSessionStore.getState().token).toBe('tok');
  });

  it('takes an agent who logged in on /agent to /agentHome, without remember-me', async () => {
    mockFetch({ '/wps/member/info': memberInfo(1) });
    loginMock.mockResolvedValueOnce(success({ customerType: 1 }));
    openLogin({ agent: true });
    const { router } = renderWithBoot(<PasswordLoginForm />, {}, '/agent');
    expect(screen.queryByLabelText('Remember me')).not.toBeInTheDocument();
    await fillAndSubmit('agent', 'Agent1234');
    await waitFor(() => expect(router.state.location.pathname).toBe('/agentHome'));
    expect(loginMock.mock.calls[0]?.[0]).toMatchObject({ agentLogin: true });
    expect(sessionStorage.getItem('isAgent')).toBe('true');
  });

  it('offers the remembered username with a masked password and logs in with the remember token', async () => {
    setRememberCookie('demo');
    const fetchMock = mockFetch({
      '/wps/session/login/remember': ok(success()),
      '/wps/member/info': memberInfo(0),
    });
    renderWithBoot(<PasswordLoginForm />);
    expect(screen.getByLabelText(/^Username/, { selector: 'input' })).toHaveValue('demo');
    expect(screen.getByLabelText(/^Password/, { selector: 'input' })).toHaveAttribute('placeholder', '••••••••');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(useSessionStore.getState().token).toBe('tok'));
    expect(fetchMock.mock.calls.some(([url]) => url === '/wps/session/login/remember')).toBe(true);
    expect(loginMock).not.toHaveBeenCalled();
    setRememberCookie(null);
  });

  it('falls back to a normal login once the remembered password field is edited', async () => {
    setRememberCookie('demo');
    mockFetch({ '/wps/member/info': memberInfo(0) });
    loginMock.mockResolvedValueOnce(success());
    renderWithBoot(<PasswordLoginForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Demo1234');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(loginMock).toHaveBeenCalled());
    expect(loginMock.mock.calls[0]?.[0]).toMatchObject({ username: 'demo', password: 'Demo1234', rememberMe: true });
    setRememberCookie(null);
  });

  it('asks for the second step of a login from a new address and finishes it with the code', async () => {
    mockFetch({ '/wps/member/info': memberInfo(0) });
    loginMock.mockResolvedValueOnce({
      verificationRequired: true,
      methods: ['sms', 'bankName'],
      verificationToken: 'vt-1',
      targets: { sms: '+86 138****8000' },
    });
    sendCodeMock.mockResolvedValueOnce({ expiredMinutes: 5 });
    verifyMock.mockResolvedValueOnce(success());
    renderWithBoot(<PasswordLoginForm />);
    const user = await fillAndSubmit('demo', 'Demo1234');

    const step = await screen.findByTestId('new-address-step');
    expect(step).toHaveTextContent('The code goes to +86 138****8000.');
    expect(screen.getByRole('radio', { name: 'Bank account holder name' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(sendCodeMock).toHaveBeenCalledWith({ verificationToken: 'vt-1', method: 'sms' }));
    expect(await screen.findByTestId('sms-send')).toHaveAttribute('data-state', 'counting');

    await user.type(screen.getByLabelText(/^Verification code/, { selector: 'input' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(useSessionStore.getState().token).toBe('tok'));
    expect(verifyMock.mock.calls[0]?.[0]).toMatchObject({ verificationToken: 'vt-1', method: 'sms', code: '123456' });
  });
});
