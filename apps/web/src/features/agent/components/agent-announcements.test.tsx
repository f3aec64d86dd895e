import type { AgentAnnouncement } from '@lotus/contract';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession, useSessionStore } from '@/lib/session';
import { mockFetch, ok } from '@/test/fetch-mock';
import { renderWithBoot } from '@/test/render-with-boot';
import AgentAnnouncements from './agent-announcements';

configure({ asyncUtilTimeout: 5000 });

const notice = (id: number): AgentAnnouncement => ({
  id,
  title: `Notice ${id}`,
  content: `<p>Body ${id}</p><img src="x" onerror="window.hacked = 1">`,
  publishedAt: 1_700_000_000_000 + id,
});

/** `total` notices, paged as the server pages them; answers the pages asked for. */
function serve(total: number) {
  const asked: string[] = [];
  mockFetch({
    '/wps/agent/report/announcements': (url) => {
      const pageNo = Number(url.searchParams.get('pageNo') ?? 1);
      const pageSize = Number(url.searchParams.get('pageSize') ?? 9);
      asked.push(`${pageNo}/${pageSize}`);
      const all = Array.from({ length: total }, (_, i) => notice(i + 1));
      return ok({
        list: all.slice((pageNo - 1) * pageSize, pageNo * pageSize),
        pageNum: pageNo,
        totalPages: Math.ceil(total / pageSize),
        total,
      });
    },
  });
  return asked;
}

describe('agent announcements', { timeout: 30_000 }, () => {
  beforeEach(() => setSession({ token: 'tok', isAgent: true }));
  afterEach(() => {
    vi.unstubAllGlobals();
    useSessionStore.setState({ token: null });
  });

  it('lists 9 titles a page from the server, shows the chosen one sanitised, and pages on', async () => {
    const asked = serve(11);
    renderWithBoot(<AgentAnnouncements />);
    const titles = await screen.findAllByTestId('announcement-title');
    expect(titles).toHaveLength(9);
    expect(asked).toEqual(['1/9']);
    const detail = screen.getByTestId('announcement-detail');
    expect(within(detail).getByText('Body 1')).toBeInTheDocument();
    expect(detail.innerHTML).not.toContain('onerror');
    const user = userEvent.setup();
    await user.click(titles[2] as HTMLElement);
    expect(within(screen.getByTestId('announcement-detail')).getByText('Body 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Body 10');
    expect(screen.getAllByTestId('announcement-title').map((t) => t.textContent)).toEqual([
      expect.stringContaining('Notice 10'),
      expect.stringContaining('Notice 11'),
    ]);
    expect(asked).toEqual(['1/9', '2/9']);
  });

  it('says so when there is none', async () => {
    serve(0);
    renderWithBoot(<AgentAnnouncements />);
    await screen.findByText('No announcements for agents yet');
  });
});
