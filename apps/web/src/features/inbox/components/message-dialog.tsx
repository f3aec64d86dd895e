import type { InboxMessage } from '@lotus/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { RichText } from '@/components/ui/rich-text';
import { formatDateTime } from '@/lib/format';

/** One message to read; deleting asks once more in the dialog's footer. */
export function MessageDialog({
  message,
  offset,
  onClose,
  onDelete,
}: {
  message: InboxMessage | null;
  offset: number;
  onClose: () => void;
  onDelete: (id: number) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const id = message?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new message starts without the question
  useEffect(() => setConfirming(false), [id]);

  const remove = async () => {
    if (!message) return;
    setDeleting(true);
    try {
      await onDelete(message.id);
    } finally {
      setDeleting(false);
      setConfirming(false);
    }
  };

  return (
    <Dialog
      open={message !== null}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={message?.title ?? ''}
      size="md"
      testId="message-dialog"
      footer={
        confirming ? (
          <div className="message-dialog__confirm">
            <span>{t('inbox.deleteQuestion')}</span>
            <Button
              variant="accent"
              onClick={() => void remove()}
              loading={deleting}
              data-testid="message-delete-confirm"
            >
              {t('inbox.delete')}
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              {t('auth.cancel')}
            </Button>
          </div>
        ) : (
          <div className="message-dialog__actions">
            <Button variant="outline" onClick={() => setConfirming(true)} data-testid="message-delete">
              {t('inbox.delete')}
            </Button>
            <Button onClick={onClose}>{t('common.close')}</Button>
          </div>
        )
      }
    >
      {message ? (
        <div className="message-dialog">
          <p className="message-dialog__meta">
            <span>{t(`inbox.kinds.${message.kind}`)}</span>
            <time className="tabular" dateTime={new Date(message.createdAt).toISOString()}>
              {formatDateTime(message.createdAt, offset)}
            </time>
          </p>
          <RichText html={message.content} className="message-dialog__content" />
        </div>
      ) : null}
    </Dialog>
  );
}
