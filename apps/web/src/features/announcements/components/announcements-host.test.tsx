import type { Announcement } from '@lotus/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { recordLogin } from '@/features/auth';
import { clearSession, setSession } from '@/lib/session';
import { mockFetch, ok } from '@/test/fetch-mock';
import { renderWithBoot } from '@/test/render-with-boot';
import { closeAnnouncementDialog, openAnnouncements, openNotices } from '../hooks/use-announcements';
import { AnnouncementsHost } from './announcements-host';

// The dialogs' code loads on first use: the first test of the file waits for the import.
const slow = { timeout: 8000 };

const item = (id: number, extra: Partial<Announcement> = {}): Announcement => ({
  id,
  title: `Title ${id}`,
  content: `<p>Body ${id}</p>`,
  ...extra,
});

const feed = (popup: Announcement[], player: Announcement[] = [], promotion: Announcement[] = []) =>
  mockFetch({
    '/wps/relay/MCSFE_getListAnnouncements': (url) =>
      ok({
        banners: [],
        player,
        promotion,
        // Like the server: a request's execution list decides what comes back.
        popup: popup.filter((p) =>
          url.searchParams
            .get('execution')
            ?.split(',')
            .includes(p.execution ?? ''),
        ),
      }),
  });

const popups = [
  item(1, { title: 'Guest welcome', execution: 'B' }),
  item(2, { title: 'Member news', execution: 'A' }),
  item(3, { title: 'First time here', execution: 'F' }),
];

function reset() {
  clearSession();
  recordLogin(false);
  closeAnnouncementDialog();
}

describe('pop-ups', { timeout: 20_000 }, () => {
  it('shows a guest the anonymous pop-up once per session', async () => {
    reset();
    const fetchMock = feed(popups);
    const first = renderWithBoot(<AnnouncementsHost />);
    const dialog = await screen.findByTestId('popup-dialog', {}, slow);
    expect(within(dialog).getByText('Guest welcome')).toBeInTheDocument();
    expect(screen.queryByText('Member news')).toBeNull();
    expect(new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://x').searchParams.get('execution')).toBe('B');
    await userEvent.click(within(dialog).getByTestId('popup-done'));
    await waitFor(() => expect(screen.queryByTestId('popup-dialog')).toBeNull());
    expect(sessionStorage.getItem('ANONYMOUS_POPUP')).toBe('closed');

    first.unmount();
    renderWithBoot(<AnnouncementsHost />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('popup-dialog')).toBeNull();
  });

  it('shows a member the logged-in pop-ups, and the first-login one one after the other after a first login', async () => {
    reset();
    setSession({ token: 'tok', account: 'demo' });
    const fetchMock = feed(popups);
    const first = renderWithBoot(<AnnouncementsHost />);
    const dialog = await screen.findByTestId('popup-dialog', {}, slow);
    expect(within(dialog).getByText('Member news')).toBeInTheDocument();
    expect(screen.queryByTestId('popup-next')).toBeNull();
    const asked = new URL(String(fetchMock.mock.calls.at(-1)?.[0]), 'http://x').searchParams.get('execution');
    expect(asked).toBe('A,B,F');
    first.unmount();

    sessionStorage.removeItem('USER_POPUP');
    act(() => recordLogin(true));
    renderWithBoot(<AnnouncementsHost />);
    const again = await screen.findByTestId('popup-dialog', {}, slow);
    expect(within(again).getByText('Member news')).toBeInTheDocument();
    expect(within(again).getByText('1 of 2')).toBeInTheDocument();
    await userEvent.click(within(again).getByTestId('popup-next'));
    expect(within(again).getByText('First time here')).toBeInTheDocument();
    await userEvent.click(within(again).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('popup-dialog')).toBeNull());
    expect(sessionStorage.getItem('USER_POPUP')).toBe('closed');
  });
});

describe('the announcement and notice dialogs', { timeout: 20_000 }, () => {
  const notices = Array.from({ length: 11 }, (_, i) => item(i + 1, { title: `Notice ${i + 1}` }));
  const promotions = [item(50, { title: 'Deposit bonus', promotionType: 'DEPOSIT' })];

  it('lists 9 titles a page with the chosen content beside them; a promotion leads to the reward centre', async () => {
    reset();
    sessionStorage.setItem('ANONYMOUS_POPUP', 'closed');
    feed([], notices, promotions);
    const { router } = renderWithBoot(<AnnouncementsHost />);
    act(() => openAnnouncements());
    const dialog = await screen.findByTestId('announcement-dialog', {}, slow);
    expect(await within(dialog).findAllByTestId('announcement-title', {}, slow)).toHaveLength(9);
    expect(within(dialog).getByTestId('announcement-detail')).toHaveTextContent('Body 1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    const second = within(dialog).getAllByTestId('announcement-title');
    expect(second.map((b) => b.textContent)).toEqual(['Notice 10', 'Notice 11', 'Deposit bonus']);
    expect(within(dialog).queryByTestId('announcement-reward-centre')).toBeNull();
    await userEvent.click(second[2] as HTMLElement);
    expect(within(dialog).getByTestId('announcement-detail')).toHaveTextContent('Body 50');
    await userEvent.click(within(dialog).getByTestId('announcement-reward-centre'));
    await waitFor(() => expect(screen.queryByTestId('announcement-dialog')).toBeNull());
    expect(router.state.location.pathname + router.state.location.search).toBe('/member?tab=rewardCenter');
  });

  it('offers no way to the reward centre while the brand has none', async () => {
    reset();
    sessionStorage.setItem('ANONYMOUS_POPUP', 'closed');
    feed([], notices, promotions);
    renderWithBoot(<AnnouncementsHost />, { disabled: ['REWCEN3'] });
    act(() => openAnnouncements());
    const dialog = await screen.findByTestId('announcement-dialog', {}, slow);
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Next' }, slow));
    await userEvent.click(within(dialog).getAllByTestId('announcement-title')[2] as HTMLElement);
    expect(within(dialog).getByTestId('announcement-detail')).toHaveTextContent('Body 50');
    expect(within(dialog).queryByTestId('announcement-reward-centre')).toBeNull();
  });

  it('opens the notice dialog at the chosen notice and steps with previous and next across pages', async () => {
    reset();
    sessionStorage.setItem('ANONYMOUS_POPUP', 'closed');
    feed([], notices, promotions);
    renderWithBoot(<AnnouncementsHost />);
    act(() => openNotices(8));
    const dialog = await screen.findByTestId('notice-dialog', {}, slow);
    expect(await within(dialog).findByTestId('announcement-detail', {}, slow)).toHaveTextContent('Body 9');
    expect(within(dialog).getByText('9 / 11')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next notice' }));
    expect(within(dialog).getByTestId('announcement-detail')).toHaveTextContent('Body 10');
    // The list follows to the page of the notice shown; promotions are not notices.
    expect(
      within(dialog)
        .getAllByTestId('announcement-title')
        .map((b) => b.textContent),
    ).toEqual(['Notice 10', 'Notice 11']);
  });

  it('shows sanitised content: no scripts or handlers, outside links in a new tab', async () => {
    reset();
    sessionStorage.setItem('ANONYMOUS_POPUP', 'closed');
    feed(
      [],
      [
        item(1, {
          content:
            '<p onclick="alert(1)">Hi <a href="https://lotus.example">out</a><script>alert(2)</script><img src="x" onerror="alert(3)"></p>',
        }),
      ],
    );
    renderWithBoot(<AnnouncementsHost />);
    act(() => openAnnouncements());
    const detail = await screen.findByTestId('announcement-detail', {}, slow);
    const html = detail.innerHTML;
    expect(html).not.toMatch(/onclick|onerror|<script/);
    const link = within(detail).getByRole('link', { name: 'out' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
