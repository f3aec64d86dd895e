import type { RegisterRule } from '@lotus/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/lib/session';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderWithBoot } from '@/test/render-with-boot';
import { register as registerAccount } from '../api/register';
import { openRegister, resetAuthDialog } from '../stores/auth-dialog-store';
import { RegisterForm } from './register-form';

vi.mock('../api/register', () => ({ register: vi.fn() }));
const registerMock = vi.mocked(registerAccount);

const rule = (overrides: Partial<RegisterRule> = {}): RegisterRule => ({
  enabled: true,
  required: false,
  acceptedPattern: '*',
  patternId: 1,
  minLength: 0,
  maxLength: 32,
  ...overrides,
});
const off = rule({ enabled: false });

/** A merchant that asks for username, password, confirmation, a QQ number and nothing else. */
const rules = {
  username: rule({
    required: true,
    acceptedPattern: '^[A-Za-z][A-Za-z0-9_]*$',
    patternId: 2,
    minLength: 4,
    maxLength: 16,
  }),
  password: rule({
    required: true,
    patternId: 6,
    acceptedPattern: '^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z\\d]+$',
    minLength: 6,
    maxLength: 20,
  }),
  confirmPassword: rule({ required: true }),
  qqNum: rule({ acceptedPattern: '^\\d+$', patternId: 7, minLength: 6, maxLength: 6 }),
  payeeName: off,
  email: off,
  mobileNum: off,
  recommenderId: off,
  captcha: off,
  verificationCode: off,
  affiliateCode: off,
  paymentPassword: off,
  line: off,
  whatsapp: off,
  facebook: off,
  wechat: off,
  idNumber: off,
};

const input = (name: RegExp) => screen.getByLabelText(name, { selector: 'input' });

describe('register form', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    registerMock.mockReset();
    resetAuthDialog();
    useSessionStore.setState({ token: null, nickname: null, isAgent: false, isTrial: false });
  });

  it('shows exactly the fields the merchant enables, required ones marked', () => {
    renderWithBoot(<RegisterForm mode="username" />, { register: rules, disabled: ['REGMOBVERF3'] });
    const labels = [...document.querySelectorAll('.field__label-row')].map((l) => l.textContent);
    expect(labels).toEqual(['Username*', 'Password*', 'Confirm password*', 'QQ']);
    expect(screen.queryByLabelText(/^Email/)).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /terms and conditions/ })).toBeRequired();
    expect(screen.getByRole('checkbox', { name: /18 years/ })).toBeRequired();
  });

  it('validates live by patternId with min and max inserted, one number when they are equal', async () => {
    renderWithBoot(<RegisterForm mode="username" />, { register: rules });
    const user = userEvent.setup();

    await user.type(input(/^Username/), '1ab');
    await user.tab();
    expect(input(/^Username/)).toHaveAccessibleDescription('Start with a letter; 4-16 letters, digits or underscores');

    await user.clear(input(/^Username/));
    await user.type(input(/^Username/), 'player1');
    expect(input(/^Username/)).not.toHaveAttribute('aria-invalid');

    await user.type(input(/^QQ/), '12345');
    await user.tab();
    expect(input(/^QQ/)).toHaveAccessibleDescription('Digits only, 6 digits');
  });

  it('says what an empty required field expects, not only that it is required', async () => {
    renderWithBoot(<RegisterForm mode="username" />, { register: rules });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(input(/^Username/)).toHaveAccessibleDescription(
        'Required: Start with a letter; 4-16 letters, digits or underscores',
      ),
    );
  });

  it('marks the confirmation that differs from the password', async () => {
    renderWithBoot(<RegisterForm mode="username" />, { register: rules });
    const user = userEvent.setup();
    await user.type(input(/^Password/), 'abc12345');
    await user.type(input(/^Confirm password/), 'abc12346');
    await user.tab();
    expect(input(/^Confirm password/)).toHaveAccessibleDescription('The two passwords are inconsistent');
  });

  it('needs the terms and the 18+ box before sending', async () => {
    renderWithBoot(<RegisterForm mode="username" />, { register: rules });
    const user = userEvent.setup();
    await user.type(input(/^Username/), 'player1');
    await user.type(input(/^Password/), 'abc12345');
    await user.type(input(/^Confirm password/), 'abc12345');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Please accept the terms and conditions')).toBeInTheDocument();
    expect(screen.getByText('Please confirm that you are 18 or older')).toBeInTheDocument();
    expect(registerMock).not.toHaveBeenCalled();
  });

  it('sends the referral and affiliate codes of the link, and shows invitation_code_error for an unknown code', async () => {
    mockFetch({ '/wps/agent/affiliate': ok({ success: false }) });
    openRegister({ referralCode: 'REF9', affiliateCode: 'AG77' });
    const affiliateRules = { ...rules, affiliateCode: rule() };
    renderWithBoot(<RegisterForm mode="username" />, { register: affiliateRules });
    const user = userEvent.setup();
    expect(input(/^Invitation code/)).toHaveValue('AG77');
    await user.type(input(/^Username/), 'player1');
    await user.type(input(/^Password/), 'abc12345');
    await user.type(input(/^Confirm password/), 'abc12345');
    await user.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    await user.click(screen.getByRole('checkbox', { name: /18 years/ }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByTestId('invitation-error-dialog')).toHaveTextContent('This invitation code is not valid');
    expect(registerMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'OK' }));
    await user.clear(input(/^Invitation code/));
    registerMock.mockResolvedValueOnce({
      token: 'new',
      id: 9,
      userName: 'player1',
      nickname: null,
      customerType: 0,
      firstTimeLogin: true,
      passwordExpired: false,
      forcePasswordChange: false,
      expiresAt: null,
    });
    mockFetch({ '/wps/member/info': fail(404, 'not.found', 'Not found') });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(registerMock).toHaveBeenCalled());
    expect(registerMock.mock.calls[0]?.[0]).toBe('username');
    expect(registerMock.mock.calls[0]?.[1]).toMatchObject({
      username: 'player1',
      password: 'abc12345',
      confirmPassword: 'abc12345',
      referralCode: 'REF9',
      termsAccepted: true,
    });
    expect(registerMock.mock.calls[0]?.[1]).not.toHaveProperty('affiliateCode');
    await waitFor(() => expect(useSessionStore.getState().token).toBe('new'));
  });

  it('registers by mobile number with an SMS code instead of a username', () => {
    renderWithBoot(<RegisterForm mode="mobile" />, { register: rules });
    expect(screen.queryByLabelText(/^Username/, { selector: 'input' })).not.toBeInTheDocument();
    expect(input(/^Mobile number/)).toBeRequired();
    expect(input(/^Verification code/)).toBeRequired();
    expect(screen.getByRole('button', { name: 'Send code' })).toBeInTheDocument();
  });
});
