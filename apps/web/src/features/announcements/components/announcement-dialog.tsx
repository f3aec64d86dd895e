import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import {
  type AnnouncementView,
  closeAnnouncementDialog,
  useAnnouncementDialog,
  useAnnouncementList,
  useNotices,
} from '../hooks/use-announcements';
import { AnnouncementBoard } from './announcement-board';

/**
 * The announcement pop-up (header bell: notices and promotion announcements) and the notice pop-up (home marquee:
 * notices, starting at the chosen one, with previous and next), spec §2.
 */
export default function AnnouncementDialog({ view }: { view: AnnouncementView }) {
  const { t } = useTranslation();
  const noticeFeed = useNotices();
  const announcementFeed = useAnnouncementList();
  const index = useAnnouncementDialog((s) => s.index);
  const notice = view === 'notices';
  const items = notice ? noticeFeed.notices : announcementFeed.announcements;
  const loading = notice ? noticeFeed.isLoading : announcementFeed.isLoading;
  const go = (i: number) => useAnnouncementDialog.setState({ index: i });

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) closeAnnouncementDialog();
      }}
      size="lg"
      title={notice ? t('notices.title') : t('contentUi.announcements')}
      testId={notice ? 'notice-dialog' : 'announcement-dialog'}
      footer={
        notice && items.length > 1 ? (
          <>
            <Button
              variant="outline"
              aria-label={t('contentUi.previousNotice')}
              disabled={index === 0}
              onClick={() => go(index - 1)}
            >
              {t('common.previous')}
            </Button>
            <span className="tabular" style={{ alignSelf: 'center', flex: 'none' }}>
              {Math.min(index + 1, items.length)} / {items.length}
            </span>
            <Button
              variant="outline"
              aria-label={t('contentUi.nextNotice')}
              disabled={index >= items.length - 1}
              onClick={() => go(index + 1)}
            >
              {t('common.next')}
            </Button>
          </>
        ) : null
      }
    >
      <AnnouncementBoard
        loading={loading}
        items={items}
        index={Math.min(index, Math.max(0, items.length - 1))}
        onIndex={go}
        onLeave={closeAnnouncementDialog}
        startWithDetail={notice}
      />
    </Dialog>
  );
}
