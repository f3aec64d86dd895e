import type { Announcement } from '@lotus/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type MockResponse, mockFetch, ok } from '@/test/fetch-mock';
import { renderWithBoot } from '@/test/render-with-boot';
import { NoticeMarquee } from './notice-marquee';

const notice = (id: number): Announcement => ({ id, title: `Notice ${id}`, content: `<p>${id}</p>` });
const feed = (player: Announcement[]) => ok({ banners: [], player, popup: [], promotion: [] });

describe('NoticeMarquee', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps its place while the feed loads, then shows the notices in the same box', async () => {
    let answer: (response: MockResponse) => void = () => {};
    const fetchMock = mockFetch({
      '/wps/relay/MCSFE_getListAnnouncements': () => new Promise((resolve) => (answer = resolve)),
    });
    const { container } = renderWithBoot(<NoticeMarquee />);
    const placeholder = await vi.waitFor(() => {
      const box = container.querySelector('.marquee--loading');
      if (!box) throw new Error('no placeholder yet');
      return box;
    });
    expect(placeholder.classList).toContain('marquee');
    expect(placeholder.getAttribute('aria-hidden')).toBe('true');

    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    answer(feed([notice(1), notice(2)]));
    expect(await screen.findByTestId('notice-marquee')).toHaveClass('marquee');
    expect(screen.getAllByRole('button', { name: 'Notice 1' })).toHaveLength(1);
    expect(container.querySelector('.marquee--loading')).toBeNull();
  });

  it('leaves no box when there are no notices', async () => {
    mockFetch({ '/wps/relay/MCSFE_getListAnnouncements': feed([]) });
    const { container } = renderWithBoot(<NoticeMarquee />);
    await vi.waitFor(() => {
      if (container.querySelector('.marquee')) throw new Error('still loading');
    });
    expect(screen.queryByTestId('notice-marquee')).toBeNull();
  });
});
