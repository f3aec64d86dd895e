import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, ok } from '@/test/fetch-mock';
import { renderWithBoot } from '@/test/render-with-boot';
import { CaptchaField } from './captcha-field';

describe('captcha field', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('loads an image, and a click refreshes it at most once a second', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let n = 0;
    const fetchMock = mockFetch({ '/wps/captcha': () => ok(`img${++n}`) });
    const captchaCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/wps/captcha')).length;
    renderWithBoot(<CaptchaField />);
    const image = await screen.findByRole('img', { name: 'Captcha image' });
    expect(image).toHaveAttribute('src', 'data:image/png;base64,img1');

    const refresh = screen.getByRole('button', { name: 'Refresh the captcha' });
    // Requests go out a task after they are asked for: a pause shows what the clicks sent.
    const settled = () => new Promise((resolve) => setTimeout(resolve, 50));
    vi.advanceTimersByTime(400);
    fireEvent.click(refresh);
    fireEvent.click(refresh);
    await settled();
    expect(captchaCalls()).toBe(1);

    vi.advanceTimersByTime(600);
    fireEvent.click(refresh);
    fireEvent.click(refresh);
    await settled();
    expect(captchaCalls()).toBe(2);
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Captcha image' })).toHaveAttribute('src', 'data:image/png;base64,img2'),
    );
  });
});
