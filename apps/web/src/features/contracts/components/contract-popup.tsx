import type { Contract, ContractTerminationPreview } from '@lotus/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import { useMerchant } from '@/features/system';
import { isApiError, queryClient } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { useSocketEvent } from '@/lib/realtime';
import { useSessionStore } from '@/lib/session';
import { answerContract, consolidatedQuery, refreshContracts } from '../api/contracts';
import { consolidatedKey } from '../api/keys';
import { useOtherDialogOpen } from '../hooks/use-other-dialog-open';
import { nextRequest, offerGone, terminationPreview } from '../lib/popup';
import { TerminationList } from './termination-list';
import { RatesSummary, TermsView } from './terms-view';

const OWN = '[data-testid="contract-popup"]';

/**
 * Offers answered or put aside in this page's life, per session. Kept outside the pop-up, which unmounts on the pages
 * without it (the lottery's game layout): back on a page with the member header it must not offer them again, while
 * a new log-in (a new token) does.
 */
const putAsideBySession = new Map<string, ReadonlySet<number>>();

/**
 * Spec §2 "contract" pop-up (logged-in real members; loaded only for them): the contract offers waiting in
 * consolidated, one at a time, to accept or reject. Live: `contract.offered` and `contract.terminated` toast and
 * reload the offers.
 */
export default function ContractPopup() {
  const { t } = useTranslation();
  const token = useSessionStore((s) => s.token);
  const { data } = useQuery(consolidatedQuery(token, true));
  const blocked = useOtherDialogOpen(OWN);
  // Offers answered or put aside ("later") in this page's life; the server's list catches up on the refetch.
  const [putAside, setPutAside] = useState<ReadonlySet<number>>(() => putAsideBySession.get(token ?? '') ?? new Set());
  const [openId, setOpenId] = useState<number | null>(null);

  useSocketEvent('contract.offered', (event) => {
    toast.message(t('contracts.live.offered', { upline: event.upline, kind: t(`contracts.kindsA.${event.kind}`) }));
    void queryClient.invalidateQueries({ queryKey: consolidatedKey });
  });
  useSocketEvent('contract.terminated', (event) => {
    toast.message(
      t('contracts.live.terminated', {
        kind: t(`contracts.kindsInline.${event.kind}`),
        reason: t(`contracts.endReasons.${event.reason}`),
      }),
    );
    void refreshContracts();
  });
  useSocketEvent('contract.expired', (event) => {
    toast.message(
      t('contracts.live.expired', { downline: event.downline, kind: t(`contracts.kindsInline.${event.kind}`) }),
    );
    void refreshContracts();
  });

  const requests = data?.requests ?? [];
  const shown = requests.find((r) => r.id === openId && !putAside.has(r.id)) ?? null;
  const next = shown ?? (blocked ? null : nextRequest(requests, putAside));
  const nextId = next?.id ?? null;
  // Once on screen an offer stays until answered or put aside, even if another dialog opens over it.
  useEffect(() => {
    if (nextId !== null) setOpenId(nextId);
  }, [nextId]);
  if (!next) return null;
  const waiting = requests.filter((r) => r.status === 'pending' && !putAside.has(r.id)).length;
  const current = data?.contracts.find((c) => c.kind === next.kind && c.status === 'active') ?? null;
  const done = () => {
    const aside = new Set(putAside).add(next.id);
    if (token) putAsideBySession.set(token, aside);
    setPutAside(aside);
    setOpenId(null);
  };
  return <OfferDialog key={next.id} offer={next} current={current} waiting={waiting} onDone={done} />;
}

type Step = { step: 'offer' } | { step: 'confirm'; preview: ContractTerminationPreview };

function OfferDialog({
  offer,
  current,
  waiting,
  onDone,
}: {
  offer: Contract;
  current: Contract | null;
  waiting: number;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const offset = useMerchant()?.gmtOffsetMinutes ?? 0;
  const [step, setStep] = useState<Step>({ step: 'offer' });
  const [error, setError] = useState<string | null>(null);
  const kind = t(`contracts.kinds.${offer.kind}`);
  const upline = offer.upline.nickname ?? offer.upline.username;

  const answer = useMutation({
    mutationFn: (v: { accept: boolean; confirmTerminations?: boolean }) =>
      answerContract(offer.kind, { id: offer.id, ...v }),
    onSuccess: (result, v) => {
      toast.success(
        v.accept
          ? result.terminated > 0
            ? t('contracts.popup.acceptedEnded', { count: result.terminated })
            : t('contracts.popup.accepted', { kind })
          : t('contracts.popup.rejected'),
      );
      onDone();
      void refreshContracts();
    },
    onError: (e) => {
      const preview = terminationPreview(e);
      if (preview) {
        setError(null);
        setStep({ step: 'confirm', preview });
        return;
      }
      if (offerGone(e)) {
        toast.error(isApiError(e) ? e.message : t('errors.unknown'));
        onDone();
        void refreshContracts();
        return;
      }
      setError(isApiError(e) ? e.message : t('errors.unknown'));
    },
  });

  const busy = answer.isPending;
  const footer =
    step.step === 'offer' ? (
      <>
        <Button variant="outline" disabled={busy} onClick={() => answer.mutate({ accept: false })}>
          {t('contracts.popup.reject')}
        </Button>
        <Button
          variant="primary"
          loading={busy && answer.variables?.accept === true}
          disabled={busy}
          onClick={() => answer.mutate({ accept: true })}
        >
          {t('contracts.popup.accept')}
        </Button>
      </>
    ) : (
      <>
        <Button variant="outline" disabled={busy} onClick={() => setStep({ step: 'offer' })}>
          {t('contracts.popup.back')}
        </Button>
        <Button
          variant="primary"
          loading={busy}
          onClick={() => answer.mutate({ accept: true, confirmTerminations: true })}
          data-testid="contract-confirm-terminations"
        >
          {t('contracts.popup.confirmAccept')}
        </Button>
      </>
    );

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !busy) onDone();
      }}
      title={step.step === 'offer' ? t('contracts.popup.title', { kind }) : t('contracts.popup.confirmTitle')}
      testId="contract-popup"
      size="md"
      footer={<div className="contract-popup__footer">{footer}</div>}
    >
      {step.step === 'offer' ? (
        <div className="contract-popup">
          <p className="contract-popup__lead">
            {t('contracts.popup.text', { upline, kind: t(`contracts.kindsA.${offer.kind}`) })}
            <span className="contract-popup__time tabular">{formatDateTime(offer.offeredAt, offset)}</span>
          </p>
          <TermsView terms={offer.terms} caption={t('contracts.terms')} />
          {current ? (
            <p className="contract-popup__note">
              {t('contracts.popup.replaces')} <RatesSummary terms={current.terms} />
            </p>
          ) : null}
          {offer.expiresAt !== null ? (
            <p className="contract-popup__note" data-testid="contract-expires">
              {t('contracts.popup.expires', { time: formatDateTime(offer.expiresAt, offset) })}
            </p>
          ) : null}
          {waiting > 1 ? (
            <p className="contract-popup__note">{t('contracts.popup.more', { count: waiting - 1 })}</p>
          ) : null}
        </div>
      ) : (
        <div className="contract-popup">
          <p>{t('contracts.popup.confirmText', { count: step.preview.count })}</p>
          <TerminationList preview={step.preview} />
        </div>
      )}
      {error ? (
        <p className="contract-popup__error" role="alert">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
