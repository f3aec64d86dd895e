import type { Announcement } from '@lotus/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { GiftIcon } from '@/components/ui/menu-icons';
import { RichText } from '@/components/ui/rich-text';
import { useFeature } from '@/features/system';
import { useContentImage } from '../hooks/use-announcements';
import { useOpenLink } from '../hooks/use-open-link';
import {
  isRewardCentre,
  type LinkTarget,
  REWARD_CENTRE_MODULE,
  REWARD_CENTRE_PATH,
  resolveLinkTarget,
} from '../lib/link-target';

/**
 * The pop-ups of this visit in one dialog, one page each (spec §4): previous and next step through them, and
 * closing ends them all for the session.
 */
export default function PopupDialog({ popups, onClose }: { popups: Announcement[]; onClose: () => void }) {
  const { t } = useTranslation();
  const imageUrl = useContentImage();
  const openLink = useOpenLink();
  const rewardCentre = useFeature(REWARD_CENTRE_MODULE);
  const [index, setIndex] = useState(0);
  const at = Math.min(index, popups.length - 1);
  const popup = popups[at];
  if (!popup) return null;
  const last = at === popups.length - 1;
  const link =
    popup.promotionType && rewardCentre
      ? ({ kind: 'route', href: REWARD_CENTRE_PATH } as const)
      : resolveLinkTarget(popup, rewardCentre);
  const rewards = isRewardCentre(link);
  const follow = (target: LinkTarget) => {
    onClose();
    void openLink(target);
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={popup.title}
      testId="popup-dialog"
      footer={
        <>
          {popups.length > 1 ? (
            <span className="tabular" style={{ alignSelf: 'center', flex: 'none', marginRight: 'auto' }}>
              {t('contentUi.popupCount', { index: at + 1, count: popups.length })}
            </span>
          ) : null}
          {link ? (
            <Button variant="outline" icon={rewards ? <GiftIcon size={18} /> : undefined} onClick={() => follow(link)}>
              {rewards ? t('contentUi.rewardCentre') : t('contentUi.openLink')}
            </Button>
          ) : null}
          {last ? (
            <Button onClick={onClose} data-testid="popup-done">
              {t('contentUi.gotIt')}
            </Button>
          ) : (
            <Button onClick={() => setIndex(at + 1)} data-testid="popup-next">
              {t('contentUi.nextPopup')}
            </Button>
          )}
        </>
      }
    >
      <div data-testid="popup-content" data-popup-id={popup.id}>
        <RichText html={popup.content} imageUrl={imageUrl} />
      </div>
    </Dialog>
  );
}
