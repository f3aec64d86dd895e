import type { OperatorRole, PromotionClaim } from '@lotus/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderWithBoot } from '@/test/render-with-boot';
import { endConsoleSession, startConsoleSession } from '../stores/console-session';
import { PromotionClaimsPage } from './promotion-claims-page';

const claim = (id: number, username: string, extra: Partial<PromotionClaim> = {}): PromotionClaim => ({
  id,
  promotionId: 3,
  promotionKind: 'reload',
  promotionTitle: { EN: 'Weekend reload', CN: '周末续存' },
  username,
  amount: 150,
  depositOrderNo: `D00${id}`,
  status: 'applying',
  rejectReason: null,
  requestedBy: null,
  note: null,
  reviewedBy: null,
  createdAt: Date.UTC(2026, 2, 1, 4, 0),
  decidedAt: null,
  ...extra,
});

const page = (list: PromotionClaim[]) => ok({ list, pageNum: 1, totalPages: 1, total: list.length });

function signIn(role: OperatorRole) {
  startConsoleSession('token-1', {
    id: 1,
    username: `${role}1`,
    role,
    merchantCode: 'LOTUS',
    demoBrand: false,
    mustChangePassword: false,
    totpEnabled: false,
    totpEnrolRequired: false,
  });
}

/** The server's queue: waiting claims until one is decided; records every decision it was sent. */
function server() {
  let waiting = [claim(5, 'alice'), claim(6, 'bob')];
  const decisions: { url: string; body: unknown }[] = [];
  const decide = (id: number) => (url: URL, init: RequestInit) => {
    decisions.push({ url: url.pathname, body: init.body ? JSON.parse(String(init.body)) : undefined });
    waiting = waiting.filter((c) => c.id !== id);
    return ok(null);
  };
  const fetchMock = mockFetch({
    '/api/console/promotion-claims': (url) =>
      url.searchParams.get('status') === 'rejected'
        ? page([
            claim(4, 'carol', {
              status: 'rejected',
              rejectReason: 'Deposit reversed',
              reviewedBy: 'risk1',
              decidedAt: Date.UTC(2026, 2, 2, 1, 30),
            }),
          ])
        : page(waiting),
    '/api/console/promotions': ok({
      list: [],
      rules: { maxWageringMultiple: null, oneBonusAtATime: true, singleProductOffers: false },
    }),
    '/api/console/promotion-claims/5/approve': decide(5),
    '/api/console/promotion-claims/6/reject': decide(6),
  });
  return { fetchMock, decisions };
}

const row = (username: string) => screen.getByRole('rowheader', { name: username }).closest('tr') as HTMLElement;

beforeEach(() => signIn('finance'));
afterEach(() => {
  endConsoleSession();
  vi.unstubAllGlobals();
});

describe('the promotion claims queue', () => {
  it('lists the waiting claims and approves one: the bonus is paid and the claim leaves the queue', async () => {
    const { fetchMock, decisions } = server();
    renderWithBoot(<PromotionClaimsPage />, {}, '/console?page=promotionClaims');
    await screen.findByRole('rowheader', { name: 'alice' });
    const first = fetchMock.mock.calls
      .map(([url]) => new URL(String(url), 'http://x'))
      .find((u) => u.pathname.endsWith('claims'));
    expect(first?.searchParams.get('status')).toBe('applying');
    expect(within(row('alice')).getByText('Weekend reload')).toBeInTheDocument();
    expect(within(row('alice')).getByText('D005')).toBeInTheDocument();
    expect(within(row('alice')).getByText('¥150.00')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Approve the claim of alice' }));
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'alice' })).not.toBeInTheDocument());
    expect(decisions).toEqual([{ url: '/api/console/promotion-claims/5/approve', body: undefined }]);
  });

  it('rejects only with a reason, which it sends', async () => {
    const { decisions } = server();
    renderWithBoot(<PromotionClaimsPage />, {}, '/console?page=promotionClaims');
    await screen.findByRole('rowheader', { name: 'bob' });
    fireEvent.click(screen.getByRole('button', { name: 'Reject the claim of bob' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the claim of bob' });
    expect(within(dialog).getByText(/¥150.00 from Weekend reload/)).toBeInTheDocument();

    fireEvent.click(within(dialog).getByTestId('promotion-reject-confirm'));
    expect(await within(dialog).findByText('Say why, in up to 500 characters')).toBeInTheDocument();
    expect(decisions).toEqual([]);

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), {
      target: { value: '  Same household as another member  ' },
    });
    fireEvent.click(within(dialog).getByTestId('promotion-reject-confirm'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(decisions).toEqual([
      { url: '/api/console/promotion-claims/6/reject', body: { reason: 'Same household as another member' } },
    ]);
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'bob' })).not.toBeInTheDocument());
  });

  it('keeps the dialog open with the server’s refusal when the claim was decided meanwhile', async () => {
    const { fetchMock } = server();
    renderWithBoot(<PromotionClaimsPage />, {}, '/console?page=promotionClaims');
    await screen.findByRole('rowheader', { name: 'bob' });
    fetchMock.mockImplementationOnce(async () => {
      const { body, status } = fail(409, 'promotion.claim.decided', 'This claim has already been decided');
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Reject the claim of bob' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), { target: { value: 'Duplicate' } });
    fireEvent.click(within(dialog).getByTestId('promotion-reject-confirm'));
    expect(await within(dialog).findByText('This claim has already been decided')).toBeInTheDocument();
  });

  it('shows who decided and why; a viewer who does not review sees no actions', async () => {
    signIn('content');
    server();
    renderWithBoot(<PromotionClaimsPage />, {}, '/console?page=promotionClaims');
    await screen.findByRole('rowheader', { name: 'alice' });
    expect(screen.queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Reject/ })).not.toBeInTheDocument();

    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'rejected' } });
    await screen.findByRole('rowheader', { name: 'carol' });
    const decided = within(row('carol')).getByTestId('promotion-claim-decided');
    expect(decided).toHaveTextContent('risk1 · 2026-03-02 09:30:00');
    expect(decided).toHaveTextContent('Deposit reversed');
  });
});
