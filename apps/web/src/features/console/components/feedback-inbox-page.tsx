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
import { useSearchParams } from 'react-router';
import { BlobImage } from '@/components/ui/blob-image';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/form-field';
import { Pager } from '@/components/ui/pager';
import { Skeleton } from '@/components/ui/skeleton';
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
import './console-admin.css';
import './content-console.css';

const PAGE_SIZE = 20;
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
  const [params, setParams] = useSearchParams();
  const status = feedbackStatuses.find((s) => s === params.get('status'));
  const questionType = feedbackQuestionTypes.find((q) => q === params.get('type'));
  const pageNo = Math.max(1, Number(params.get('p')) || 1);
  const results = useQuery(feedbackQuery({ pageNo, pageSize: PAGE_SIZE, status, questionType }));
  const list = results.data?.list ?? [];
  const chosenId = Number(params.get('fb'));
  const chosen = list.find((f) => f.id === chosenId) ?? null;

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next);
  };

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
      <div className="console-filters">
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
      </div>
      {results.isPending ? <Skeleton height={240} /> : null}
      {results.isError ? (
        <p className="console-error" role="alert">
          {results.error.message}{' '}
          <Button size="sm" variant="outline" onClick={() => void results.refetch()}>
            {t('common.retry')}
          </Button>
        </p>
      ) : null}
      {results.isSuccess && list.length === 0 ? (
        <p className="console-muted">{t('consoleContent.feedback.none')}</p>
      ) : null}
      {list.length > 0 ? (
        <div className="content-feedback">
          <div className="console-stack">
            <table className="console-table" aria-busy={results.isPlaceholderData || undefined}>
              <thead>
                <tr>
                  <th scope="col">{t('records.time')}</th>
                  <th scope="col">{t('consoleContent.feedback.questionType')}</th>
                  <th scope="col">{t('console.member')}</th>
                  <th scope="col">{t('consoleContent.feedback.content')}</th>
                  <th scope="col">{t('console.status')}</th>
                </tr>
              </thead>
              <tbody>
                {list.map((f) => (
                  <tr
                    key={f.id}
                    className={`content-feedback__row${f.id === chosen?.id ? ' content-feedback__row--on' : ''}`}
                    data-testid="console-feedback"
                    data-feedback={f.id}
                  >
                    <td className="tabular console-nowrap">{formatDateTime(f.createdAt, offset).slice(0, 16)}</td>
                    <td>{t(`consoleContent.questionTypes.${f.questionType}`)}</td>
                    <td>{f.username ?? t('consoleContent.feedback.guest')}</td>
                    <td className="console-clip">
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
                    </td>
                    <td>
                      <FeedbackStatusBadge status={f.status} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Pager page={pageNo} totalPages={results.data?.totalPages ?? 1} onPage={(p) => update({ p: String(p) })} />
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
