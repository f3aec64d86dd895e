import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, ok } from '@/test/fetch-mock';
import { renderWithBoot } from '@/test/render-with-boot';
import { closeHelpCentre, openHelpCentre } from '../stores/help-dialog';
import { HelpCentreDialogHost } from './help-centre-dialog-host';

const entry = (id: number, title: string, anchor: string | null) => ({
  id,
  title,
  anchor,
  content: `<p>${title} text</p>`,
  children: [],
});

describe('help-centre dialog', () => {
  afterEach(() => {
    act(() => closeHelpCentre());
    vi.unstubAllGlobals();
  });

  it('loads on first open and scrolls to the entry asked for', async () => {
    const fetchMock = mockFetch({
      '/wps/system/helpCenter': ok([entry(1, 'About us', 'about'), entry(2, 'Terms and conditions', 'term')]),
    });
    const scrolled: string[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.getAttribute('data-anchor') ?? '');
    };
    renderWithBoot(<HelpCentreDialogHost />);
    expect(screen.queryByRole('dialog')).toBeNull();
    // Requests go out a task after they are asked for: the pause gives a request on mount the time to show.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();

    act(() => openHelpCentre('term'));
    const dialog = await screen.findByRole('dialog', { name: 'Help centre' });
    await vi.waitFor(() => expect(dialog).toHaveTextContent('Terms and conditions text'));
    await vi.waitFor(() => expect(scrolled).toContain('term'));
    // The dialog's entries carry no ids: the page's own anchors stay unique.
    expect(dialog.querySelector('#term')).toBeNull();
  });
});
