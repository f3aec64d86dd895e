import type { Contract, ContractKind, ContractTerminationPreview, ContractTerms } from '@lotus/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { TextField } from '@/components/ui/form-field';
import { ListIcon } from '@/components/ui/form-icons';
import { Pager } from '@/components/ui/pager';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { useMerchant } from '@/features/system';
import { isApiError, isNotFound } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { useSessionStore } from '@/lib/session';
import {
  cancelContract,
  contractOverviewQuery,
  offerContract,
  refreshContracts,
  terminateContract,
} from '../api/contracts';
import { terminationPreview } from '../lib/popup';
import { BoundNote } from './bound-note';
import { ContractHistory } from './contract-history';
import { TerminationList } from './termination-list';
import { TermsEditor } from './terms-editor';
import { RatesSummary, TermsView } from './terms-view';
import './contracts.css';

const PAGE_SIZE = 10;

type Downline = { username: string; nickname: string | null; isAgent: boolean; contracts: Contract[] };
type Action =
  | { type: 'offer'; row: Downline; active: Contract | null; pending: Contract | null }
  | { type: 'withdraw'; row: Downline; contract: Contract }
  | { type: 'terminate'; row: Downline; contract: Contract };

const errorText = (e: unknown, fallback: string) => (isApiError(e) ? e.message : fallback);

/**
 * Agent centre page of one contract kind: the agent's own contract and bound, its direct downlines with their active
 * and pending contracts (offer, withdraw, end), and the history of contracts of the kind.
 */
export default function AgentContractPage({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation();
  const token = useSessionStore((s) => s.token);
  const offset = useMerchant()?.gmtOffsetMinutes ?? 0;
  const [search, setSearch] = useState('');
  const [username, setUsername] = useState('');
  const [page, setPage] = useState(1);
  const [action, setAction] = useState<Action | null>(null);
  const overview = useQuery(
    contractOverviewQuery(token, { pageNo: page, pageSize: PAGE_SIZE, ...(username ? { username } : {}) }),
  );
  const kindName = t(`contracts.kinds.${kind}`);

  if (overview.isError && isNotFound(overview.error))
    return <EmptyState icon={<ListIcon />} title={t('contracts.agent.unavailable', { kind: kindName })} />;
  if (overview.isError)
    return (
      <EmptyState
        icon={<ListIcon />}
        title={t('errors.loadFailed')}
        action={
          <Button variant="outline" onClick={() => void overview.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  const data = overview.data;
  const info = data?.kinds.find((k) => k.kind === kind);
  if (data && !info)
    return <EmptyState icon={<ListIcon />} title={t('contracts.agent.unavailable', { kind: kindName })} />;
  const bound = info?.bound ?? null;
  const own = info?.own ?? null;

  const submitSearch = (e: FormEvent) => {
    e.preventDefault();
    setUsername(search.trim());
    setPage(1);
  };

  return (
    <div className="contract-page" data-testid={`contract-page-${kind}`}>
      <section className="card contract-section" aria-labelledby="contract-own-title" data-testid="contract-own">
        <h2 id="contract-own-title" className="contract-section__title">
          {t('contracts.agent.own')}
        </h2>
        {!data ? (
          <Skeleton height={96} />
        ) : own ? (
          <>
            <p className="contract-own__meta">
              <span>{t('contracts.agent.from', { upline: own.upline.nickname ?? own.upline.username })}</span>
              <span className="tabular">
                {t('contracts.agent.since', { time: formatDateTime(own.answeredAt ?? own.offeredAt, offset) })}
              </span>
            </p>
            <TermsView terms={own.terms} caption={t('contracts.terms')} />
          </>
        ) : (
          <p className="contract-own__none">
            {t('contracts.agent.ownNone', { kind: t(`contracts.kindsInline.${kind}`) })}
          </p>
        )}
        {data ? <BoundNote kind={kind} bound={bound} /> : null}
      </section>

      <section className="card contract-section" aria-labelledby="contract-downlines-title">
        <div className="contract-section__head">
          <h2 id="contract-downlines-title" className="contract-section__title">
            {t('contracts.agent.downlines')}
          </h2>
          <form className="contract-search" onSubmit={submitSearch}>
            <TextField
              label={t('contracts.agent.search')}
              value={search}
              maxLength={40}
              autoComplete="off"
              onChange={(e) => setSearch(e.target.value)}
            />
            <Button type="submit" variant="outline">
              {t('contracts.agent.searchButton')}
            </Button>
          </form>
        </div>
        {!data ? (
          <div className="contract-section__loading" aria-busy="true">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={48} />
            ))}
          </div>
        ) : data.downlines.list.length === 0 ? (
          <EmptyState icon={<ListIcon />} title={t('contracts.agent.noDownlines')} compact />
        ) : (
          <>
            <table className="contract-table contract-table--cards" data-testid="contract-downlines">
              <thead>
                <tr>
                  <th scope="col">{t('contracts.agent.member')}</th>
                  <th scope="col">{t('contracts.agent.active')}</th>
                  <th scope="col">{t('contracts.agent.pending')}</th>
                  <th scope="col" className="contract-table__actions">
                    {t('contracts.agent.actions')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.downlines.list.map((row) => {
                  const active = row.contracts.find((c) => c.kind === kind && c.status === 'active') ?? null;
                  const pending = row.contracts.find((c) => c.kind === kind && c.status === 'pending') ?? null;
                  return (
                    <tr key={row.username} data-testid="contract-downline" data-username={row.username}>
                      <td data-label={t('contracts.agent.member')}>
                        <span className="contract-member">
                          <strong>{row.username}</strong>
                          {row.nickname && row.nickname !== row.username ? (
                            <span className="contract-member__nick">{row.nickname}</span>
                          ) : null}
                          {row.isAgent ? (
                            <span className="contract-badge">{t('contracts.agent.agentBadge')}</span>
                          ) : null}
                        </span>
                      </td>
                      <td data-label={t('contracts.agent.active')} data-testid="contract-active">
                        {active ? (
                          <ContractCell contract={active} time={active.answeredAt ?? active.offeredAt} />
                        ) : (
                          <span className="contract-muted">{t('contracts.agent.none')}</span>
                        )}
                      </td>
                      <td data-label={t('contracts.agent.pending')} data-testid="contract-pending">
                        {pending ? (
                          <ContractCell contract={pending} time={pending.offeredAt} />
                        ) : (
                          <span className="contract-muted">{t('contracts.agent.none')}</span>
                        )}
                      </td>
                      <td className="contract-table__actions" data-label={t('contracts.agent.actions')}>
                        <span className="contract-actions">
                          <Button
                            size="sm"
                            variant="primary"
                            disabled={bound === null}
                            onClick={() => setAction({ type: 'offer', row, active, pending })}
                          >
                            {active || pending ? t('contracts.agent.newOffer') : t('contracts.agent.offer')}
                          </Button>
                          {pending ? (
                            <Button
                              size="sm"
                              variant="outline"
                              onClick={() => setAction({ type: 'withdraw', row, contract: pending })}
                            >
                              {t('contracts.agent.withdraw')}
                            </Button>
                          ) : null}
                          {active ? (
                            <Button
                              size="sm"
                              variant="outline"
                              className="contract-actions__danger"
                              onClick={() => setAction({ type: 'terminate', row, contract: active })}
                            >
                              {t('contracts.agent.terminate')}
                            </Button>
                          ) : null}
                        </span>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
            <Pager page={page} totalPages={data.downlines.totalPages} onPage={setPage} />
          </>
        )}
      </section>

      <ContractHistory kind={kind} />

      {action?.type === 'offer' ? (
        <OfferDialog kind={kind} action={action} bound={bound} onClose={() => setAction(null)} />
      ) : null}
      {action?.type === 'withdraw' ? <WithdrawDialog action={action} onClose={() => setAction(null)} /> : null}
      {action?.type === 'terminate' ? (
        <TerminateDialog kind={kind} action={action} onClose={() => setAction(null)} />
      ) : null}
    </div>
  );
}

/** A contract in the downline table: its rates, when, and the full terms on demand. */
function ContractCell({ contract, time }: { contract: Contract; time: number }) {
  const { t } = useTranslation();
  const offset = useMerchant()?.gmtOffsetMinutes ?? 0;
  return (
    <details className="contract-cell">
      <summary>
        <RatesSummary terms={contract.terms} />
        <span className="contract-cell__time tabular">{formatDateTime(time, offset)}</span>
      </summary>
      <TermsView terms={contract.terms} caption={t('contracts.terms')} />
    </details>
  );
}

function OfferDialog({
  kind,
  action,
  bound,
  onClose,
}: {
  kind: ContractKind;
  action: Extract<Action, { type: 'offer' }>;
  bound: Parameters<typeof TermsEditor>[0]['bound'];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const offset = useMerchant()?.gmtOffsetMinutes ?? 0;
  const { row, active, pending } = action;
  const offer = useMutation({
    mutationFn: (terms: ContractTerms) => offerContract({ downline: row.username, terms }),
    onSuccess: () => {
      toast.success(t('contracts.agent.offered', { username: row.username }));
      void refreshContracts();
      onClose();
    },
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      size="lg"
      title={t('contracts.agent.offerTitle', { username: row.username, kind: t(`contracts.kindsA.${kind}`) })}
      testId="contract-offer-dialog"
    >
      {pending ? (
        <p className="contract-note" data-testid="contract-replaces-pending">
          {t('contracts.agent.replacesPending', { time: formatDateTime(pending.offeredAt, offset) })}
        </p>
      ) : null}
      {active ? <p className="contract-note">{t('contracts.agent.keepsActive', { username: row.username })}</p> : null}
      <TermsEditor
        kind={kind}
        initial={pending?.terms ?? active?.terms ?? null}
        bound={bound}
        submitting={offer.isPending}
        submitLabel={t('contracts.agent.send')}
        error={offer.isError ? errorText(offer.error, t('errors.unknown')) : null}
        onSubmit={(terms) => offer.mutate(terms)}
        extraActions={
          <Button variant="outline" onClick={onClose}>
            {t('contracts.agent.cancel')}
          </Button>
        }
      />
    </Dialog>
  );
}

function WithdrawDialog({ action, onClose }: { action: Extract<Action, { type: 'withdraw' }>; onClose: () => void }) {
  const { t } = useTranslation();
  const withdraw = useMutation({
    mutationFn: () => cancelContract({ id: action.contract.id }),
    onSuccess: () => {
      toast.success(t('contracts.agent.withdrawn'));
      void refreshContracts();
      onClose();
    },
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      size="sm"
      title={t('contracts.agent.withdrawTitle', { username: action.row.username })}
      testId="contract-withdraw-dialog"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('contracts.agent.cancel')}
          </Button>
          <Button variant="primary" loading={withdraw.isPending} onClick={() => withdraw.mutate()}>
            {t('contracts.agent.withdraw')}
          </Button>
        </>
      }
    >
      <TermsView terms={action.contract.terms} caption={t('contracts.terms')} />
      {withdraw.isError ? (
        <p className="contract-popup__error" role="alert">
          {errorText(withdraw.error, t('errors.unknown'))}
        </p>
      ) : null}
    </Dialog>
  );
}

function TerminateDialog({
  kind,
  action,
  onClose,
}: {
  kind: ContractKind;
  action: Extract<Action, { type: 'terminate' }>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState<ContractTerminationPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const end = useMutation({
    mutationFn: (confirmTerminations: boolean) =>
      terminateContract({ id: action.contract.id, ...(confirmTerminations ? { confirmTerminations } : {}) }),
    onSuccess: () => {
      toast.success(t('contracts.agent.terminated'));
      void refreshContracts();
      onClose();
    },
    onError: (e) => {
      const asked = terminationPreview(e);
      if (asked) {
        setError(null);
        setPreview(asked);
      } else setError(errorText(e, t('errors.unknown')));
    },
  });
  const username = action.row.username;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      size="sm"
      title={t('contracts.agent.terminateTitle', { username, kind: t(`contracts.kindsInline.${kind}`) })}
      testId="contract-terminate-dialog"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('contracts.agent.cancel')}
          </Button>
          <Button
            variant="primary"
            loading={end.isPending}
            onClick={() => end.mutate(preview !== null)}
            data-testid={preview ? 'contract-confirm-terminations' : undefined}
          >
            {preview ? t('contracts.agent.terminateAll') : t('contracts.agent.terminate')}
          </Button>
        </>
      }
    >
      {preview ? (
        <>
          <p>{t('contracts.agent.terminateCascade', { username, count: preview.count })}</p>
          <TerminationList preview={preview} />
        </>
      ) : (
        <>
          <p>{t('contracts.agent.terminateText', { username })}</p>
          <TermsView terms={action.contract.terms} caption={t('contracts.terms')} />
        </>
      )}
      {error ? (
        <p className="contract-popup__error" role="alert">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
