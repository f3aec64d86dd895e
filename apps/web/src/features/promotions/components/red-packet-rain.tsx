import type { PromotionView } from '@lotus/contract';
import { Dialog as RadixDialog } from 'radix-ui';
import type { CSSProperties } from 'react';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { CloseIcon } from '@/components/ui/icons';
import { usePromoText } from '../hooks/use-promo-text';
import { usePromotionAction } from '../hooks/use-promotion-action';
import { formatMultiple } from '../lib/terms';
import { RedPacketIcon } from './lucky-icons';
import './red-packet-rain.css';

/** The packets on screen: spread across the width, each falling at its own pace, all already falling when it opens. */
const PACKETS = Array.from({ length: 12 }, (_, i) => ({
  x: `${(((i * 37) % 100) * 0.86 + 2).toFixed(1)}%`,
  delay: `${(-((i * 0.73) % 4)).toFixed(2)}s`,
  duration: `${(4 + (i % 4) * 0.8).toFixed(1)}s`,
}));

/** A red packet with its gold seal, as the art of each button (the button carries the label). */
function PacketArt() {
  return (
    <svg className="rain__art" viewBox="0 0 56 72" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="54" height="70" rx="7" className="rain__art-body" />
      <path d="M1 20c9 8 18 12 27 12s18-4 27-12V8a7 7 0 0 0-7-7H8a7 7 0 0 0-7 7z" className="rain__art-flap" />
      <circle cx="28" cy="32" r="8" className="rain__art-seal" />
      <text x="28" y="36" textAnchor="middle" className="rain__art-mark">
        福
      </text>
    </svg>
  );
}

export interface RedPacketRainProps {
  promotion: PromotionView;
  /** The rain is falling for this member (not grabbed yet). */
  raining: boolean;
  /** Shown rather than closed to the floating button. */
  open: boolean;
  onClose: () => void;
  onReopen: () => void;
  /** Keeps this campaign on screen while its packet is grabbed and its amount read (null: let go). */
  onHold: (promotion: PromotionView | null) => void;
}

const GRABBED_STATES = new Set(['claimed', 'issued', 'applying']);

/**
 * The red-packet rain over the player site: packets falling (still, for reduced motion), each a button that grabs
 * one (a claim with its Idempotency-Key), then a small dialog with the amount. Escape or the close button closes it
 * to a floating button that opens it again while the rain falls; closed, it leaves the page as it was.
 */
export default function RedPacketRain({ promotion, raining, open, onClose, onReopen, onHold }: RedPacketRainProps) {
  const { t, money } = usePromoText();
  const { run, busyId } = usePromotionAction();
  const [won, setWon] = useState<PromotionView | null>(null);
  const grabbing = busyId === promotion.id;
  const bounds = promotion.reward.type === 'random' ? promotion.reward : { min: 0, max: 0 };

  const grab = async () => {
    if (grabbing) return;
    onHold(promotion);
    const next = await run(promotion, 'grab', { quiet: true });
    if (next && next.amount !== null && GRABBED_STATES.has(next.state)) setWon(next);
    else onHold(null);
  };
  const finish = () => {
    setWon(null);
    onHold(null);
  };

  return (
    <>
      <RadixDialog.Root
        open={raining && open && won === null}
        onOpenChange={(next) => {
          if (!next) onClose();
        }}
      >
        <RadixDialog.Portal>
          <RadixDialog.Overlay className="rain-backdrop" />
          <RadixDialog.Content className="rain" data-testid="rain-overlay">
            <div className="rain__head">
              <RadixDialog.Title className="rain__title">{t('redPacket.rain.title')}</RadixDialog.Title>
              <RadixDialog.Description className="rain__text">
                {t('redPacket.rain.text', { min: money(bounds.min), max: money(bounds.max) })}
              </RadixDialog.Description>
              <RadixDialog.Close
                className="rain__close"
                aria-label={t('redPacket.rain.close')}
                data-testid="rain-close"
              >
                <CloseIcon />
              </RadixDialog.Close>
            </div>
            <ul className="rain__field" aria-busy={grabbing || undefined}>
              {PACKETS.map((packet, i) => (
                <li
                  // biome-ignore lint/suspicious/noArrayIndexKey: the packets are fixed lanes
                  key={i}
                  className="rain__lane"
                  style={{ '--x': packet.x, '--delay': packet.delay, '--duration': packet.duration } as CSSProperties}
                >
                  <button
                    type="button"
                    className="rain__packet"
                    aria-label={t('redPacket.rain.packet', { n: i + 1, total: PACKETS.length })}
                    disabled={grabbing}
                    onClick={() => void grab()}
                    data-testid="rain-packet"
                  >
                    <PacketArt />
                  </button>
                </li>
              ))}
            </ul>
            {grabbing ? (
              <p className="rain__status" role="status">
                {t('redPacket.rain.grabbing')}
              </p>
            ) : null}
          </RadixDialog.Content>
        </RadixDialog.Portal>
      </RadixDialog.Root>
      {raining && !open && won === null
        ? createPortal(
            <button
              type="button"
              className="rain-reopen"
              aria-label={t('redPacket.rain.reopen')}
              title={t('redPacket.rain.reopen')}
              onClick={onReopen}
              data-testid="rain-reopen"
            >
              <RedPacketIcon size={26} />
            </button>,
            document.body,
          )
        : null}
      <Dialog
        open={won !== null}
        onOpenChange={(next) => {
          if (!next) finish();
        }}
        size="sm"
        title={t('redPacket.won.title')}
        testId="rain-won"
        footer={
          <Button variant="accent" block onClick={finish}>
            {t('redPacket.won.ok')}
          </Button>
        }
      >
        {won && won.amount !== null ? (
          <div className="rain-won">
            <p className="rain-won__amount tabular" data-testid="rain-won-amount">
              {money(won.amount)}
            </p>
            <p>{won.state === 'applying' ? t('redPacket.won.applying') : t('redPacket.won.paid')}</p>
            {won.terms.multiple > 0 ? (
              <p className="rain-won__note">
                {t('redPacket.won.wagering', { multiple: formatMultiple(won.terms.multiple) })}
              </p>
            ) : null}
          </div>
        ) : null}
      </Dialog>
    </>
  );
}
