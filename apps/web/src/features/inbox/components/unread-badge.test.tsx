import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { publishSocketMessage, publishSocketReady } from '@/lib/realtime';
import { setSession, useSessionStore } from '@/lib/session';
import { mockFetch, ok } from '@/test/fetch-mock';
import { renderWithBoot } from '@/test/render-with-boot';
import InboxLive from './inbox-live-listener';
import { UnreadBadge, UnreadDot } from './unread-badge';

const ui = (
  <>
    <InboxLive />
    <UnreadBadge />
    <UnreadDot />
  </>
);

describe('unread badge and dot', () => {
  beforeEach(() => setSession({ token: 'tok' }));
  afterEach(() => {
    vi.unstubAllGlobals();
    useSessionStore.setState({ token: null, isTrial: false });
  });

  it('show the unread count and follow inbox.new without asking again', async () => {
    const fetchMock = mockFetch({ '/wps/relay/CSP_unreadCount': ok(2) });
    renderWithBoot(ui);
    await vi.waitFor(() => expect(screen.getByTestId('unread-badge')).toHaveTextContent('2'));
    expect(screen.getByTestId('unread-dot')).toBeInTheDocument();
    expect(screen.getByText('2 unread')).toBeInTheDocument();

    publishSocketMessage({ type: 'inbox.new', data: { id: 9, kind: 'operator', title: 'Hello', unread: 3 }, at: 1 });
    await vi.waitFor(() => expect(screen.getByTestId('unread-badge')).toHaveTextContent('3'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('ask again when the socket (re)connects, since messages sent while it was away came without an event', async () => {
    let unread = 1;
    const fetchMock = mockFetch({ '/wps/relay/CSP_unreadCount': () => ok(unread) });
    renderWithBoot(ui);
    await vi.waitFor(() => expect(screen.getByTestId('unread-badge')).toHaveTextContent('1'));
    unread = 4;
    publishSocketReady();
    await vi.waitFor(() => expect(screen.getByTestId('unread-badge')).toHaveTextContent('4'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('disappear at 0', async () => {
    const fetchMock = mockFetch({ '/wps/relay/CSP_unreadCount': ok(0) });
    renderWithBoot(ui);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByTestId('unread-badge')).toBeNull();
    expect(screen.queryByTestId('unread-dot')).toBeNull();
  });

  it('are never fetched for a trial account or without the inbox module', async () => {
    const fetchMock = mockFetch({ '/wps/relay/CSP_unreadCount': ok(5) });
    useSessionStore.setState({ isTrial: true });
    const trial = renderWithBoot(ui);
    trial.unmount();
    useSessionStore.setState({ isTrial: false });
    renderWithBoot(ui, { disabled: ['INBOX3'] });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByTestId('unread-badge')).toBeNull();
  });
});
