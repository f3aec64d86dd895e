import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderWithBoot } from '@/test/render-with-boot';
import { openLogin, resetAuthDialog } from '../stores/auth-dialog-store';
import { SmsLoginForm } from './sms-login-form';

const countries = ok([
  { countryCode: 'CN', countryDialingCode: '86', name: 'China' },
  { countryCode: 'VN', countryDialingCode: '84', name: 'Vietnam' },
]);
const smsCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.filter(([url]) => url === '/wps/verification/sms/noLogin');

describe('SMS login send button', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    resetAuthDialog();
  });

  it('validates the mobile number before asking for a code', async () => {
    const fetchMock = mockFetch({ '/wps/system/country': countries });
    openLogin();
    renderWithBoot(<SmsLoginForm />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Please enter a valid mobile number')).toBeInTheDocument();
    expect(smsCalls(fetchMock)).toHaveLength(0);
  });

  it('counts down expiredMinutes × 60 seconds, disabled and ignoring clicks, then is idle again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = mockFetch({
      '/wps/system/country': countries,
      '/wps/verification/sms/noLogin': ok({ expiredMinutes: 2 }),
    });
    openLogin();
    renderWithBoot(<SmsLoginForm />);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await screen.findByRole('option', { name: 'CN +86' });
    await user.type(screen.getByLabelText(/^Mobile number/, { selector: 'input' }), '13800138000');
    const button = screen.getByTestId('sms-send');
    await user.click(button);

    await waitFor(() => expect(button).toHaveTextContent('Resend in 120 s'));
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('data-state', 'counting');
    const [, init] = smsCalls(fetchMock)[0] ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({
      mobileNum: '13800138000',
      countryDialingCode: '86',
      purpose: 'login',
    });

    await user.click(button);
    expect(smsCalls(fetchMock)).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(button).toHaveTextContent('Send code');
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute('data-state', 'idle');
  });

  it('shows the server message in a warning dialog when the code request fails', async () => {
    mockFetch({
      '/wps/system/country': countries,
      '/wps/verification/sms/noLogin': fail(429, 'sms.too.many', 'Too many requests, please try again after 5 minutes'),
    });
    openLogin();
    renderWithBoot(<SmsLoginForm />);
    const user = userEvent.setup();
    await screen.findByRole('option', { name: 'CN +86' });
    await user.type(screen.getByLabelText(/^Mobile number/, { selector: 'input' }), '13800138000');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    const dialog = await screen.findByTestId('sms-warning-dialog');
    expect(dialog).toHaveTextContent('Too many requests, please try again after 5 minutes');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByTestId('sms-warning-dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
  });
});
