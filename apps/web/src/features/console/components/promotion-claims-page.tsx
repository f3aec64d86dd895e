import { PROMOTION_REVIEW_ROLES, type PromotionClaim, promotionClaimStatuses } from '@lotus/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/form-field';
import { useMerchant } from '@/features/system';
import { formatDateTime } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import {
  approvePromotionClaim,
  type ClaimStatus,
  promotionClaimsQuery,
  promotionsKey,
  promotionsQuery,
} from '../api/console-promotions-api';
import { useConsoleSession } from '../stores/console-session';
import { useMoney } from './bet-cells';
import {
  CONSOLE_PAGE_SIZE,
  ConsoleTable,
  CsvExport,
  FilterBar,
  pageNoOf,
  pagerOf,
  useRowAction,
  useUrlParams,
} from './kit';
import { withPhoneLabels } from './promotion-parts';
import { PromotionRejectDialog } from './promotion-reject-dialog';
import './console-admin.css';
import './promotions.css';

type Localized = { EN?: string | undefined; CN?: string | undefined };

/** A campaign's title in the console's language, else the other one. */
const titleIn = (title: Localized) => (currentLanguage() === 'CN' ? title.CN || title.EN : title.EN || title.CN) ?? '—';

/**
 * Claims of reviewed promotions (`?status=`, `?promo=`, `?p=`), waiting ones first by default, oldest first: who
 * claimed what and on which deposit. Finance and risk approve (the bonus is paid) or reject with a reason; a decided
 * claim says who decided and when.
 */
export function PromotionClaimsPage() {
  const { t } = useTranslation();
  const offset = useMerchant()?.gmtOffsetMinutes ?? 0;
  const { money } = useMoney();
  const role = useConsoleSession((s) => s.operator?.role);
  const reviewer = role !== undefined && PROMOTION_REVIEW_ROLES.includes(role);
  const { params, update } = useUrlParams();
  const status: ClaimStatus = promotionClaimStatuses.find((s) => s === params.get('status')) ?? 'applying';
  const promotionId = Number(params.get('promo')) || undefined;
  const pageNo = pageNoOf(params.get('p'));
  const claims = useQuery(promotionClaimsQuery({ pageNo, pageSize: CONSOLE_PAGE_SIZE, status, promotionId }));
  const campaigns = useQuery(promotionsQuery());
  const { busy, act } = useRowAction<number>(promotionsKey);
  const [rejecting, setRejecting] = useState<PromotionClaim | null>(null);
  const list = claims.data?.list;
  const time = (at: number) => formatDateTime(at, offset);

  const approve = (claim: PromotionClaim) =>
    void act(
      claim.id,
      () => approvePromotionClaim(claim.id),
      t('consolePromotions.claims.approved', { username: claim.username }),
    );

  return (
    <section className="console-page" aria-labelledby="console-promotion-claims">
      <header className="console-page__head">
        <h2 id="console-promotion-claims">{t('console.nav.promotionClaims')}</h2>
        {claims.data ? (
          <span className="console-muted tabular">
            {t('consolePromotions.claims.total', { count: claims.data.total })}
          </span>
        ) : null}
      </header>
      <p className="console-muted">{t('consolePromotions.claims.hint')}</p>
      <FilterBar>
        <SelectField
          label={t('consolePromotions.claims.status')}
          value={status}
          onChange={(e) => update({ status: e.target.value, p: null })}
          data-testid="promotion-claims-status"
        >
          {promotionClaimStatuses.map((s) => (
            <option key={s} value={s}>
              {t(`consolePromotions.claims.statuses.${s}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('consolePromotions.claims.campaign')}
          value={promotionId ? String(promotionId) : ''}
          onChange={(e) => update({ promo: e.target.value, p: null })}
          data-testid="promotion-claims-campaign"
        >
          <option value="">{t('consolePromotions.claims.allCampaigns')}</option>
          {(campaigns.data?.list ?? []).map((c) => (
            <option key={c.id} value={c.id}>
              {titleIn(c.title)}
            </option>
          ))}
        </SelectField>
        <CsvExport
          name="promotion-claims"
          rows={list ?? []}
          columns={[
            { header: 'id', value: (c) => c.id },
            { header: t('consolePromotions.claims.member'), value: (c) => c.username },
            { header: t('consolePromotions.claims.campaign'), value: (c) => titleIn(c.promotionTitle) },
            { header: t('consolePromotions.claims.amount'), value: (c) => c.amount },
            { header: t('consolePromotions.claims.deposit'), value: (c) => c.depositOrderNo },
            { header: t('consolePromotions.claims.time'), value: (c) => time(c.createdAt) },
            {
              header: t('consolePromotions.claims.status'),
              value: (c) => t(`consolePromotions.claims.statuses.${c.status}`),
            },
            { header: t('console.rejectReason'), value: (c) => c.rejectReason },
            {
              header: t('consolePromotions.claims.decided'),
              value: (c) => (c.decidedAt ? `${c.reviewedBy ?? ''} ${time(c.decidedAt)}`.trim() : ''),
            },
          ]}
        />
      </FilterBar>
      <ConsoleTable
        query={claims}
        empty={t('consolePromotions.claims.empty')}
        rows={list}
        busy={claims.isPlaceholderData}
        rowKey={(c) => c.id}
        rowProps={(c) => ({ 'data-testid': 'promotion-claim', 'data-claim': c.id, 'data-status': c.status })}
        className="promo-claims"
        columns={withPhoneLabels<PromotionClaim>([
          { key: 'member', header: t('consolePromotions.claims.member'), rowHeader: true, cell: (c) => c.username },
          {
            key: 'campaign',
            header: t('consolePromotions.claims.campaign'),
            cell: (c) => (
              <>
                {titleIn(c.promotionTitle)}
                {c.requestedBy ? (
                  <span className="console-muted promo-sub promo-note" data-testid="promotion-claim-granted">
                    {t('consolePromotions.claims.grantedBy', { operator: c.requestedBy, note: c.note ?? '' })}
                  </span>
                ) : null}
              </>
            ),
          },
          {
            key: 'amount',
            header: t('consolePromotions.claims.amount'),
            numeric: true,
            cell: (c) => money(c.amount),
          },
          {
            key: 'deposit',
            header: t('consolePromotions.claims.deposit'),
            cell: (c) => <span className="tabular">{c.depositOrderNo ?? '—'}</span>,
          },
          {
            key: 'time',
            header: t('consolePromotions.claims.time'),
            cell: (c) => <span className="tabular">{time(c.createdAt)}</span>,
          },
          status !== 'applying' && {
            key: 'decided',
            header: t('consolePromotions.claims.decided'),
            cell: (c) => (
              <span data-testid="promotion-claim-decided">
                <span className="tabular">
                  {t('consolePromotions.claims.decidedBy', {
                    operator: c.reviewedBy ?? '—',
                    time: c.decidedAt ? time(c.decidedAt) : '—',
                  })}
                </span>
                {c.rejectReason ? <span className="console-muted promo-sub">{c.rejectReason}</span> : null}
              </span>
            ),
          },
        ])}
        actionsClassName="console-actions"
        actions={
          reviewer && status === 'applying'
            ? (c) =>
                c.status === 'applying' ? (
                  <>
                    <Button
                      size="sm"
                      variant="accent"
                      loading={busy === c.id}
                      aria-label={t('consolePromotions.claims.approveOne', { username: c.username })}
                      onClick={() => approve(c)}
                    >
                      {t('consolePromotions.claims.approve')}
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={busy === c.id}
                      aria-label={t('consolePromotions.claims.rejectOne', { username: c.username })}
                      onClick={() => setRejecting(c)}
                    >
                      {t('consolePromotions.claims.reject')}
                    </Button>
                  </>
                ) : null
            : undefined
        }
        pager={pagerOf(pageNo, claims.data, (p) => update({ p: String(p) }))}
      />
      {rejecting ? (
        <PromotionRejectDialog
          claim={rejecting}
          campaign={titleIn(rejecting.promotionTitle)}
          onClose={() => setRejecting(null)}
        />
      ) : null}
    </section>
  );
}
