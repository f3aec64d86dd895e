import { type ConsolePromotion, PROMOTION_EDITOR_ROLES, PROMOTION_REVIEW_ROLES } from '@lotus/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useMerchant } from '@/features/system';
import { formatDateTime } from '@/lib/format';
import { promotionsQuery } from '../api/console-promotions-api';
import { campaignStatus } from '../lib/promotion-status';
import { useConsoleSession } from '../stores/console-session';
import { useMoney } from './bet-cells';
import { BilingualTitle } from './content-parts';
import { ConsoleTable, CsvExport } from './kit';
import { PromotionChanceFacts } from './promotion-chance-facts';
import { PromotionEditor } from './promotion-editor';
import { PromotionGrantDialog } from './promotion-grant-dialog';
import { BudgetCell, CampaignStatusBadge, PromotionSchedule, withPhoneLabels } from './promotion-parts';
import { PromotionRaffleDialog } from './promotion-raffle-dialog';
import './console-admin.css';
import './content-console.css';
import './promotions.css';

const titleOf = (p: ConsolePromotion) => p.title.EN || p.title.CN || `#${p.id}`;

/**
 * The brand's promotions in their order, each with its state now and its figures: what it paid and holds for claims
 * waiting, how much of its budget that is, its claims, the members it reached, the wagering its bonuses brought and
 * what was forfeited. Editors open a campaign in the editor, in place of the list; finance and risk give a grant
 * campaign's bonus to the members they name. A raffle shows its commitment and draw, and opens its winners; a red
 * packet its rain and the bounds of its packets.
 */
export function PromotionsPage() {
  const { t } = useTranslation();
  const offset = useMerchant()?.gmtOffsetMinutes ?? 0;
  const { money } = useMoney();
  const role = useConsoleSession((s) => s.operator?.role);
  const editor = role !== undefined && PROMOTION_EDITOR_ROLES.includes(role);
  const reviewer = role !== undefined && PROMOTION_REVIEW_ROLES.includes(role);
  const items = useQuery(promotionsQuery());
  const [editing, setEditing] = useState<ConsolePromotion | 'new' | null>(null);
  const [granting, setGranting] = useState<ConsolePromotion | null>(null);
  const [drawing, setDrawing] = useState<ConsolePromotion | null>(null);
  const list = [...(items.data?.list ?? [])].sort((a, b) => a.sort - b.sort || b.id - a.id);
  const now = Date.now();

  if (editing && editor) {
    return (
      <PromotionEditor
        key={editing === 'new' ? 'new' : editing.id}
        item={editing === 'new' ? null : editing}
        offset={offset}
        onClose={() => setEditing(null)}
      />
    );
  }

  return (
    <section className="console-page" aria-labelledby="console-promotions">
      <header className="console-page__head promo-head">
        <h2 id="console-promotions">{t('console.nav.promotions')}</h2>
        <div className="console-actions">
          <CsvExport
            name="promotions"
            rows={list}
            columns={[
              { header: 'id', value: (p) => p.id },
              { header: t('consolePromotions.list.campaign'), value: titleOf },
              { header: t('consolePromotions.editor.kind'), value: (p) => t(`consolePromotions.kinds.${p.kind}`) },
              {
                header: t('console.status'),
                value: (p) => t(`consolePromotions.status.${campaignStatus(p, now)}`),
              },
              { header: t('consolePromotions.editor.startsAt'), value: (p) => formatDateTime(p.startsAt, offset) },
              {
                header: t('consolePromotions.editor.endsAt'),
                value: (p) => (p.endsAt === null ? '' : formatDateTime(p.endsAt, offset)),
              },
              { header: t('consolePromotions.list.paid'), value: (p) => p.stats.paid },
              { header: t('consolePromotions.claims.statuses.applying'), value: (p) => p.stats.reserved },
              { header: t('consolePromotions.list.budget'), value: (p) => p.budget },
              { header: t('consolePromotions.list.claims'), value: (p) => p.stats.claims },
              { header: t('consolePromotions.claims.statuses.rejected'), value: (p) => p.stats.rejected },
              { header: t('consolePromotions.list.members'), value: (p) => p.stats.members },
              { header: t('consolePromotions.list.turnover'), value: (p) => p.stats.turnover },
              { header: t('consolePromotions.list.forfeited'), value: (p) => p.stats.forfeited },
            ]}
          />
          {editor ? (
            <Button variant="accent" size="sm" onClick={() => setEditing('new')} data-testid="promotion-new">
              {t('consolePromotions.list.new')}
            </Button>
          ) : null}
        </div>
      </header>
      <p className="console-muted">{t('consolePromotions.list.hint')}</p>
      <ConsoleTable
        query={items}
        empty={t('consolePromotions.list.empty')}
        rows={items.isSuccess ? list : undefined}
        rowKey={(p) => p.id}
        rowProps={(p) => ({ 'data-testid': 'console-promotion', 'data-promotion': p.id })}
        className="promo-table"
        columns={withPhoneLabels<ConsolePromotion>([
          {
            key: 'campaign',
            header: t('consolePromotions.list.campaign'),
            rowHeader: true,
            cell: (p) => (
              <>
                <BilingualTitle title={p.title} />
                <br />
                <span className="console-muted">
                  {t(`consolePromotions.kinds.${p.kind}`)}
                  {p.needsReview ? ` · ${t('consolePromotions.list.review')}` : ''}
                </span>
                <PromotionChanceFacts item={p} />
              </>
            ),
          },
          {
            key: 'status',
            header: t('console.status'),
            cell: (p) => <CampaignStatusBadge item={p} now={now} />,
          },
          {
            key: 'schedule',
            header: t('consolePromotions.list.schedule'),
            cell: (p) => <PromotionSchedule item={p} offset={offset} />,
          },
          {
            key: 'paid',
            header: t('consolePromotions.list.paid'),
            numeric: true,
            cell: (p) => (
              <span data-testid="promotion-paid">
                {money(p.stats.paid)}
                {p.stats.reserved > 0 ? (
                  <span className="console-muted promo-sub">
                    {t('consolePromotions.list.reserved', { amount: money(p.stats.reserved) })}
                  </span>
                ) : null}
              </span>
            ),
          },
          {
            key: 'budget',
            header: t('consolePromotions.list.budget'),
            cell: (p) => <BudgetCell item={p} />,
          },
          {
            key: 'claims',
            header: t('consolePromotions.list.claims'),
            numeric: true,
            cell: (p) => (
              <span className="promo-figures" data-testid="promotion-claims">
                {t('consolePromotions.list.paidClaims', { count: p.stats.claims })}
                <span className="console-muted promo-sub">
                  {t('consolePromotions.list.pending', { count: p.stats.pending })}
                </span>
                <span className="console-muted promo-sub">
                  {t('consolePromotions.list.rejected', { count: p.stats.rejected })}
                </span>
              </span>
            ),
          },
          {
            key: 'results',
            header: t('consolePromotions.list.results'),
            className: 'promo-wide',
            cell: (p) => (
              <dl className="promo-results">
                <dt>{t('consolePromotions.list.members')}</dt>
                <dd className="tabular" data-testid="promotion-members">
                  {p.stats.members}
                </dd>
                <dt>{t('consolePromotions.list.turnover')}</dt>
                <dd className="tabular">{money(p.stats.turnover)}</dd>
                <dt>{t('consolePromotions.list.forfeited')}</dt>
                <dd className="tabular">{money(p.stats.forfeited)}</dd>
              </dl>
            ),
          },
        ])}
        actionsClassName="console-actions"
        // Every role that sees the list may read a raffle's winners.
        actions={(p) => (
          <>
            {editor ? (
              <Button
                size="sm"
                variant="outline"
                aria-label={t('consolePromotions.list.editOne', { title: titleOf(p) })}
                onClick={() => setEditing(p)}
              >
                {t('consolePromotions.list.edit')}
              </Button>
            ) : null}
            {reviewer && p.kind === 'grant' && p.enabled ? (
              <Button
                size="sm"
                variant="accent"
                aria-label={t('consolePromotions.list.grantOne', { title: titleOf(p) })}
                onClick={() => setGranting(p)}
              >
                {t('consolePromotions.list.grant')}
              </Button>
            ) : null}
            {p.kind === 'raffle' ? (
              <Button
                size="sm"
                variant="outline"
                aria-label={t('consolePromotions.list.winnersOne', { title: titleOf(p) })}
                onClick={() => setDrawing(p)}
                data-testid="promotion-winners"
              >
                {t('consolePromotions.list.winners')}
              </Button>
            ) : null}
          </>
        )}
      />
      {granting ? (
        <PromotionGrantDialog promotion={granting} title={titleOf(granting)} onClose={() => setGranting(null)} />
      ) : null}
      {drawing ? (
        <PromotionRaffleDialog promotion={drawing} title={titleOf(drawing)} onClose={() => setDrawing(null)} />
      ) : null}
    </section>
  );
}
