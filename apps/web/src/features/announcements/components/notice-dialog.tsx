import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { RichText } from '@/components/ui/rich-text';
import { closeNotices, useNoticeDialog, useNotices } from '../hooks/use-announcements';

/** The notice pop-up: one notice with previous and next (spec §2). */
export default function NoticeDialog() {
  const { t } = useTranslation();
  const { notices } = useNotices();
  const index = useNoticeDialog((s) => s.index);
  const notice = notices[index];
  const go = (i: number) => useNoticeDialog.setState({ index: i });

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) closeNotices();
      }}
      size="lg"
      title={notice?.title ?? t('notices.title')}
      testId="notice-dialog"
      footer={
        notices.length > 1 ? (
          <>
            <Button variant="outline" disabled={index === 0} onClick={() => go(index - 1)}>
              {t('common.previous')}
            </Button>
            <span className="tabular" style={{ alignSelf: 'center' }}>
              {index + 1} / {notices.length}
            </span>
            <Button variant="outline" disabled={index >= notices.length - 1} onClick={() => go(index + 1)}>
              {t('common.next')}
            </Button>
          </>
        ) : null
      }
    >
      {notice ? (
        <RichText html={notice.content} />
      ) : (
        <EmptyState compact title={t('notices.emptyTitle')} description={t('notices.emptyText')} />
      )}
    </Dialog>
  );
}
