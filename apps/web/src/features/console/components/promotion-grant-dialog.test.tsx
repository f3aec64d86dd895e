import type { ConsolePromotion } from '@lotus/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, type MockResponse, mockFetch, ok } from '@/test/fetch-mock';
import { renderWithBoot } from '@/test/render-with-boot';
import { PromotionGrantDialog } from './promotion-grant-dialog';

const grant = { id: 12, kind: 'grant', reward: { type: 'fixed', amount: 18 } } as ConsolePromotion;

/** The server's grant route: answers `answer()` and keeps what it was sent. */
function server(answer: () => MockResponse) {
  const sent: unknown[] = [];
  mockFetch({
    '/api/console/promotions/12/grants': (_url, init) => {
      sent.push(JSON.parse(String(init.body)));
      return answer();
    },
  });
  return sent;
}

function open() {
  const onClose = vi.fn();
  renderWithBoot(<PromotionGrantDialog promotion={grant} title="Goodwill" onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: 'Grant Goodwill' });
  const field = (name: RegExp) => within(dialog).getByRole('textbox', { name });
  return { dialog, field, onClose };
}

afterEach(() => vi.unstubAllGlobals());

describe('granting a bonus', () => {
  it('sends the members named with the amount and the reason, and says how many were paid', async () => {
    const sent = server(() => ok({ paid: 2, pending: 0 }));
    const { dialog, field, onClose } = open();
    expect(field(/^Amount each/)).toHaveValue('18');
    fireEvent.click(within(dialog).getByTestId('promotion-grant-submit'));
    expect(await within(dialog).findByText('Name 1 to 500 members, each 1 to 60 characters')).toBeInTheDocument();
    expect(within(dialog).getByText('Say why, in up to 500 characters')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    fireEvent.change(field(/^Members/), { target: { value: 'demo\n vip8 \ndemo' } });
    fireEvent.change(field(/^Why/), { target: { value: 'Apology for the outage' } });
    fireEvent.click(within(dialog).getByTestId('promotion-grant-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([{ usernames: ['demo', 'vip8'], amount: '18', note: 'Apology for the outage' }]);
  });

  it('shows unknown members at their field', async () => {
    server(() =>
      fail(400, 'request.invalid', 'Check the highlighted fields', {
        fields: { usernames: 'Not accounts of this brand: ghost' },
      }),
    );
    const { dialog, field, onClose } = open();
    fireEvent.change(field(/^Members/), { target: { value: 'ghost' } });
    fireEvent.change(field(/^Why/), { target: { value: 'Goodwill' } });
    fireEvent.click(within(dialog).getByTestId('promotion-grant-submit'));
    await waitFor(() => expect(field(/^Members/)).toHaveAttribute('aria-invalid', 'true'));
    expect(within(dialog).getByText('Not accounts of this brand: ghost')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
