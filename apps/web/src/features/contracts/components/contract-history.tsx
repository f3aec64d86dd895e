import type { ContractKind } from '@lotus/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { SelectField } from '@/components/ui/form-field';
import { ListIcon } from '@/components/ui/form-icons';
import { Pager } from '@/components/ui/pager';
import { Skeleton } from '@/components/ui/skeleton';
import { useMerchant } from '@/features/system';
import { formatDateTime } from '@/lib/format';
import { useSessionStore } from '@/lib/session';
import { session, sessionKeys } from '@/lib/storage';
import { contractListQuery } from '../api/contracts';
import { RatesSummary, TermsView } from './terms-view';

const PAGE_SIZE = 10;
type Role = 'offered' | 'held' | '';

/** Contracts of one kind the agent offered or holds, newest first, with their status and why they ended. */
export function ContractHistory({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation();
  const token = useSessionStore((s) => s.token);
  const offset = useMerchant()?.gmtOffsetMinutes ?? 0;
  const me = session.get(sessionKeys.username);
  const [role, setRole] = useState<Role>('');
  const [page, setPage] = useState(1);
  const list = useQuery(
    contractListQuery(token, { kind, pageNo: page, pageSize: PAGE_SIZE, ...(role ? { role } : {}) }),
  );
  const data = list.data;

  return (
    <section className="card contract-section" aria-labelledby="contract-history-title" data-testid="contract-history">
      <div className="contract-section__head">
        <h2 id="contract-history-title" className="contract-section__title">
          {t('contracts.history.title')}
        </h2>
        <SelectField
          label={t('contracts.history.role')}
          value={role}
          onChange={(e) => {
            setRole(e.target.value as Role);
            setPage(1);
          }}
        >
          <option value="">{t('contracts.history.roles.all')}</option>
          <option value="offered">{t('contracts.history.roles.offered')}</option>
          <option value="held">{t('contracts.history.roles.held')}</option>
        </SelectField>
      </div>
      {list.isPending ? (
        <div className="contract-section__loading" aria-busy="true">
          {[0, 1].map((i) => (
            <Skeleton key={i} height={48} />
          ))}
        </div>
      ) : list.isError ? (
        <EmptyState
          icon={<ListIcon />}
          title={t('errors.loadFailed')}
          compact
          action={
            <Button variant="outline" onClick={() => void list.refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      ) : data && data.list.length > 0 ? (
        <>
          <table className="contract-table contract-table--cards">
            <thead>
              <tr>
                <th scope="col">{t('contracts.history.offeredAt')}</th>
                <th scope="col">{t('contracts.history.party')}</th>
                <th scope="col">{t('contracts.terms')}</th>
                <th scope="col">{t('contracts.history.status')}</th>
                <th scope="col">{t('contracts.history.ended')}</th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((c) => {
                const offered = c.upline.username === me;
                const other = offered ? c.downline : c.upline;
                return (
                  <tr key={c.id} data-testid="contract-history-row" data-status={c.status}>
                    <td className="tabular" data-label={t('contracts.history.offeredAt')}>
                      {formatDateTime(c.offeredAt, offset)}
                    </td>
                    <td data-label={t('contracts.history.party')}>
                      {offered
                        ? t('contracts.history.offeredTo', { username: other.username })
                        : t('contracts.history.heldFrom', { username: other.username })}
                    </td>
                    <td data-label={t('contracts.terms')}>
                      <details className="contract-cell">
                        <summary>
                          <RatesSummary terms={c.terms} />
                        </summary>
                        <TermsView terms={c.terms} caption={t('contracts.terms')} />
                      </details>
                    </td>
                    <td data-label={t('contracts.history.status')}>
                      <span className={`contract-status contract-status--${c.status}`}>
                        {t(`contracts.statuses.${c.status}`)}
                      </span>
                    </td>
                    <td data-label={t('contracts.history.ended')}>
                      {c.endedAt ? (
                        <span className="contract-ended">
                          <span className="tabular">{formatDateTime(c.endedAt, offset)}</span>
                          {c.endReason ? (
                            <span className="contract-muted">{t(`contracts.endReasons.${c.endReason}`)}</span>
                          ) : null}
                        </span>
                      ) : (
                        <span className="contract-muted">{t('contracts.agent.none')}</span>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <Pager page={page} totalPages={data.totalPages} onPage={setPage} />
        </>
      ) : (
        <EmptyState icon={<ListIcon />} title={t('contracts.history.empty')} compact />
      )}
    </section>
  );
}
