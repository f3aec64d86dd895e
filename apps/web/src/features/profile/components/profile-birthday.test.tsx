import { type MemberProfile, profileRules } from '@lotus/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession, useSessionStore } from '@/lib/session';
import { type PayloadKeyServer, payloadKeyServer } from '@/test/encrypted-fetch';
import { mockFetch, ok } from '@/test/fetch-mock';
import { renderWithBoot } from '@/test/render-with-boot';
import { ProfileCard } from './profile-card';

const UPDATE = '/wps/member/info';

const profile = (overrides: Partial<MemberProfile> = {}): MemberProfile => ({
  id: 7,
  account: 'demo',
  nickname: 'Lucky',
  payeeName: null,
  email: null,
  emailVerified: false,
  mobile: null,
  mobileVerified: false,
  qqNum: null,
  line: null,
  whatsapp: null,
  facebook: null,
  wechat: null,
  idNumber: null,
  hasPassword: true,
  hasPaymentPassword: false,
  passwordChangedAt: 0,
  regDate: 0,
  birthday: null,
  birthdayEditable: true,
  editable: ['nickname'],
  rules: profileRules({}),
  ...overrides,
});

let keys: PayloadKeyServer;
beforeAll(async () => {
  keys = await payloadKeyServer();
});

describe('the date of birth on the profile', () => {
  beforeEach(() => setSession({ token: 'tok' }));
  afterEach(() => {
    vi.unstubAllGlobals();
    useSessionStore.setState({ token: null, isTrial: false });
  });

  it('is set once, after a confirm that says it cannot be changed afterwards', async () => {
    const sent: unknown[] = [];
    mockFetch({
      ...keys.routes,
      [UPDATE]: (_url, init) => {
        sent.push(keys.decrypt(init));
        return ok(profile({ birthday: '1990-05-12', birthdayEditable: false }));
      },
    });
    renderWithBoot(<ProfileCard profile={profile()} />);
    expect(screen.getByTestId('profile-birthday-value')).toHaveTextContent('Not set');
    await userEvent.click(screen.getByTestId('profile-edit'));
    const field = screen.getByLabelText('Date of birth');
    expect(field).toHaveAccessibleDescription(
      'You can set it once; customer service corrects it afterwards. Your VIP birthday reward is paid in its month.',
    );
    fireEvent.change(field, { target: { value: '1990-05-12' } });
    await userEvent.click(screen.getByTestId('profile-save'));

    const dialog = await screen.findByTestId('birthday-confirm');
    expect(within(dialog).getByTestId('birthday-confirm-date')).toHaveTextContent('1990-05-12');
    expect(dialog).toHaveTextContent('You can set your date of birth only once.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check it again' }));
    await vi.waitFor(() => expect(screen.queryByTestId('birthday-confirm')).toBeNull());
    expect(sent).toEqual([]);

    await userEvent.click(screen.getByTestId('profile-save'));
    await userEvent.click(await screen.findByTestId('birthday-confirm-save'));
    await vi.waitFor(() => expect(sent).toEqual([{ birthday: '1990-05-12' }]));
    await vi.waitFor(() => expect(screen.queryByTestId('profile-form')).toBeNull());
  });

  it('refuses the date of someone under 18 beside the field, without asking', async () => {
    const fetchMock = mockFetch({ ...keys.routes });
    renderWithBoot(<ProfileCard profile={profile()} />);
    await userEvent.click(screen.getByTestId('profile-edit'));
    const year = new Date().getUTCFullYear() - 10;
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: `${year}-01-01` } });
    await userEvent.click(screen.getByTestId('profile-save'));
    expect(await screen.findByText('Enter a real date of birth: you must be at least 18 years old')).toBeVisible();
    expect(screen.queryByTestId('birthday-confirm')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reads only once set, with the way to correct it; without VIP the form promises no reward', async () => {
    mockFetch({});
    const view = renderWithBoot(<ProfileCard profile={profile({ birthday: '1990-05-12', birthdayEditable: false })} />);
    const value = screen.getByTestId('profile-birthday-value');
    expect(value).toHaveTextContent('1990-05-12');
    expect(value.closest('[data-field="birthday"]')).toHaveTextContent('Contact customer service to correct it');
    await userEvent.click(screen.getByTestId('profile-edit'));
    expect(screen.queryByLabelText('Date of birth')).toBeNull();
    view.unmount();

    renderWithBoot(<ProfileCard profile={profile()} />, { disabled: ['VIP3'] });
    await userEvent.click(screen.getByTestId('profile-edit'));
    expect(screen.getByLabelText('Date of birth')).toHaveAccessibleDescription(
      'You can set it once; customer service corrects it afterwards.',
    );
  });
});
