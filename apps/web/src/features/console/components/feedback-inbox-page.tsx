import {
  type ConsoleFeedback,
  type FeedbackQuestionType,
  type FeedbackStatus,
  feedbackQuestionTypes,
  feedbackStatuses,
} from '@lotus/contract';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BlobImage } from '@/components/ui/blob-image';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { useMerchant } from '@/features/system';
import { queryClient } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import {
  feedbackKey,
  feedbackQuery,
  fetchFeedbackImage,
  replyFeedback,
  setFeedbackStatus,
} from '../api/console-content-api';
import { failureText } from './content-parts';
import { CONSOLE_PAGE_SIZE, ConsoleTable, FilterBar, pageNoOf, pagerOf, QueryState, useUrlParams } from './kit';
import './console-admin.css';
import './content-console.css';

const STATUS_TONE: Record<FeedbackStatus, string> = { new: 'warn', open: 'ok', replied: 'off', closed: 'off' };

function FeedbackStatusBadge({ status }: { status: FeedbackStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`console-badge console-badge--${STATUS_TONE[status]}`} data-status={status}>
      {t(`consoleContent.feedback.status.${status}`)}
    </span>
  );
}

/** One feedback item: what the player wrote and attached, its status, and the answer to their inbox. */
function FeedbackDetail({ item, offset }: { item: ConsoleFeedback; offset: number }) {
  const { t } = useTranslation();
  const [reply, setReply] = useState('');
  const [busy, setBusy] = useState<'reply' | 'open' | 'closed' | null>(null);
  const guest = item.username === null;

  const act = async (kind: 'reply' | 'open' | 'closed', action: () => Promise<unknown>, done: string) => {
    setBusy(kind);
    try {
      await action();
      toast.success(done);
      if (kind === 'reply') setReply('');
    } catch (error) {
      toast.error(failureText(error, t('errors.unknown')));
    } finally {
      setBusy(null);
      await queryClient.invalidateQueries({ queryKey: feedbackKey });
    }
  };

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!reply.trim()) return;
    void act('reply', () => replyFeedback(item.id, reply.trim()), t('consoleContent.feedback.replied'));
  };

  return (
    <article className="console-panel content-feedback__detail" data-testid="feedback-detail" data-feedback={item.id}>
      <header className="content-feedback__head">
        <h3 className="console-panel__title">
          {t(`consoleContent.questionTypes.${item.questionType}`)} · #{item.id}
        </h3>
        <FeedbackStatusBadge status={item.status} />
      </header>
      <dl className="console-facts">
        <div className="console-facts__row">
          <dt>{t('console.member')}</dt>
          <dd>{item.username ?? t('consoleContent.feedback.guest')}</dd>
        </div>
        <div className="console-facts__row">
          <dt>{t('consoleContent.feedback.contact')}</dt>
          <dd>{item.contact ?? '—'}</dd>
        </div>
        <div className="console-facts__row">
          <dt>{t('records.time')}</dt>
          <dd className="tabular">{formatDateTime(item.createdAt, offset)}</dd>
        </div>
      </dl>
      <p className="console-message content-feedback__content">{item.content}</p>
      {item.images.length > 0 ? (
        <div className="content-feedback__images">
          {item.images.map((id, index) => (
            <BlobImage
              key={id}
              id={id}
              load={(signal) => fetchFeedbackImage(id, signal)}
              alt={t('consoleContent.feedback.image', { n: index + 1 })}
            />
          ))}
        </div>
      ) : null}
      <div className="console-actions">
        {item.status === 'new' || item.status === 'closed' ? (
          <Button
            size="sm"
            variant="outline"
            loading={busy === 'open'}
            onClick={() =>
              void act('open', () => setFeedbackStatus(item.id, 'open'), t('consoleContent.feedback.opened'))
            }
          >
            {t('consoleContent.feedback.markOpen')}
          </Button>
        ) : null}
        {item.status !== 'closed' ? (
          <Button
            size="sm"
            variant="outline"
            loading={busy === 'closed'}
            onClick={() =>
              void act('closed', () => setFeedbackStatus(item.id, 'closed'), t('consoleContent.feedback.closed'))
            }
          >
            {t('consoleContent.feedback.close')}
          </Button>
        ) : null}
      </div>
      {item.reply ? (
        <section className="content-feedback__reply" aria-label={t('consoleContent.feedback.answer')}>
          <p className="console-muted">
            {t('consoleContent.feedback.answeredBy', {
              operator: item.repliedBy ?? '—',
              time: item.repliedAt ? formatDateTime(item.repliedAt, offset) : '',
            })}
          </p>
          <p className="console-message">{item.reply}</p>
        </section>
      ) : null}
      <form className="console-dialog-form" onSubmit={send}>
        <label className="field__label" htmlFor={`feedback-reply-${item.id}`}>
          {item.reply ? t('consoleContent.feedback.replyAgain') : t('consoleContent.feedback.reply')}
        </label>
        <textarea
          id={`feedback-reply-${item.id}`}
          className="field__input field__textarea"
          rows={4}
          maxLength={5000}
          value={reply}
          disabled={guest}
          aria-describedby={guest ? `feedback-guest-${item.id}` : undefined}
          onChange={(e) => setReply(e.target.value)}
          data-testid="feedback-reply"
        />
        {guest ? (
          <p id={`feedback-guest-${item.id}`} className="console-muted">
            {t('consoleContent.feedback.guestNoReply')}
          </p>
        ) : null}
        <div className="console-dialog-form__buttons">
          <Button
            type="submit"
            variant="accent"
            size="sm"
            disabled={guest || !reply.trim()}
            loading={busy === 'reply'}
            data-testid="feedback-reply-send"
          >
            {t('consoleContent.feedback.sendReply')}
          </Button>
        </div>
      </form>
    </article>
  );
}

/**
 * Players' feedback, newest first, filtered by status and question type (`?status=`, `?type=`, `?p=`); the chosen item
 * (`?fb=`) opens beside the list with its images, status and reply.
 */
export function FeedbackInboxPage() {
  const { t } = useTranslation();
  const offset = useMerchant()?.gmtOffsetMinutes ?? 0;
  const { params, update } = useUrlParams();
  const status = feedbackStatuses.find((s) => s === params.get('status'));
  const questionType = feedbackQuestionTypes.find((q) => q === params.get('type'));
  const pageNo = pageNoOf(params.get('p'));
  const results = useQuery(feedbackQuery({ pageNo, pageSize: CONSOLE_PAGE_SIZE, status, questionType }));
  const list = results.data?.list ?? [];
  const chosenId = Number(params.get('fb'));
  const chosen = list.find((f) => f.id === chosenId) ?? null;

  return (
    <section className="console-page" aria-labelledby="console-feedback">
      <header className="console-page__head">
        <h2 id="console-feedback">{t('console.nav.feedback')}</h2>
        {results.data ? (
          <span className="console-muted tabular">
            {t('consoleContent.feedback.total', { count: results.data.total })}
          </span>
        ) : null}
      </header>
      <FilterBar>
        <SelectField
          label={t('console.status')}
          value={status ?? ''}
          onChange={(e) => update({ status: e.target.value || null, p: null })}
        >
          <option value="">{t('console.all')}</option>
          {feedbackStatuses.map((s) => (
            <option key={s} value={s}>
              {t(`consoleContent.feedback.status.${s}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('consoleContent.feedback.questionType')}
          value={questionType ?? ''}
          onChange={(e) => update({ type: (e.target.value as FeedbackQuestionType) || null, p: null })}
        >
          <option value="">{t('console.all')}</option>
          {feedbackQuestionTypes.map((q) => (
            <option key={q} value={q}>
              {t(`consoleContent.questionTypes.${q}`)}
            </option>
          ))}
        </SelectField>
      </FilterBar>
      <QueryState query={results} empty={t('consoleContent.feedback.none')} isEmpty={list.length === 0} />
      {list.length > 0 ? (
        <div className="content-feedback">
          <div className="console-stack">
            <ConsoleTable
              rows={list}
              rowKey={(f) => f.id}
              rowProps={(f) => ({
                className: `content-feedback__row${f.id === chosen?.id ? ' content-feedback__row--on' : ''}`,
                'data-testid': 'console-feedback',
                'data-feedback': f.id,
              })}
              busy={results.isPlaceholderData}
              pager={pagerOf(pageNo, results.data, (p) => update({ p: String(p) }))}
              columns={[
                {
                  key: 'time',
                  header: t('records.time'),
                  className: 'tabular console-nowrap',
                  cell: (f) => formatDateTime(f.createdAt, offset).slice(0, 16),
                },
                {
                  key: 'type',
                  header: t('consoleContent.feedback.questionType'),
                  cell: (f) => t(`consoleContent.questionTypes.${f.questionType}`),
                },
                {
                  key: 'member',
                  header: t('console.member'),
                  cell: (f) => f.username ?? t('consoleContent.feedback.guest'),
                },
                {
                  key: 'content',
                  header: t('consoleContent.feedback.content'),
                  className: 'console-clip',
                  cell: (f) => (
                    <>
                      <button
                        type="button"
                        className="content-feedback__open"
                        aria-current={f.id === chosen?.id ? 'true' : undefined}
                        onClick={() => update({ fb: String(f.id) })}
                      >
                        {f.content}
                      </button>
                      {f.images.length > 0 ? (
                        <span className="console-muted">
                          {' '}
                          · {t('consoleContent.feedback.images', { count: f.images.length })}
                        </span>
                      ) : null}
                    </>
                  ),
                },
                { key: 'status', header: t('console.status'), cell: (f) => <FeedbackStatusBadge status={f.status} /> },
              ]}
            />
          </div>
          {chosen ? (
            <FeedbackDetail key={chosen.id} item={chosen} offset={offset} />
          ) : (
            <p className="console-muted">{t('consoleContent.feedback.choose')}</p>
          )}
        </div>
      ) : null}
    </section>
  );
}
