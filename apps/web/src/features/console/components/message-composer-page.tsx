import { type MessageTarget, type SendMessage, sendMessageSchema } from '@lotus/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { Pager } from '@/components/ui/pager';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { useMerchant } from '@/features/system';
import { queryClient } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { broadcastsQuery, messagesKey, sendMessage } from '../api/console-content-api';
import { vipLevelsQuery } from '../api/console-vip-api';
import { useContentForm } from '../hooks/use-content-form';
import { type MessageValues, messagePayload, type TargetValues } from '../lib/content-forms';
import { levelName } from '../lib/vip-ladder';
import { ConfirmDialog, failureText } from './content-parts';
import { ContentPreview } from './content-preview';
import { HtmlEditor } from './html-editor';
import './console-admin.css';
import './content-console.css';

const TARGET_KINDS: TargetValues['kind'][] = ['member', 'vip', 'agents', 'all'];
const PAGE_SIZE = 20;

/** Who a message went to, in words. */
export function useTargetText() {
  const { t, i18n } = useTranslation();
  const cn = i18n.language.startsWith('zh');
  // Levels by number and the brand's name for them; a level since removed from the ladder by its number alone.
  const ladder = useQuery(vipLevelsQuery()).data?.levels ?? [];
  const level = (n: number) => {
    const known = ladder.find((l) => l.level === n);
    return known ? `${n} · ${levelName(known, cn)}` : String(n);
  };
  return (target: MessageTarget) => {
    switch (target.kind) {
      case 'member':
        return t('consoleContent.messages.toMember', { username: target.username });
      case 'vip':
        return t('consoleContent.messages.toVip', { levels: target.levels.map(level).join(cn ? '、' : ', ') });
      default:
        return t(`consoleContent.messages.to.${target.kind}`);
    }
  };
}

/** A cell's heading, shown in it on phones, where the history's rows are cards; screen readers read the real one. */
const PhoneLabel = ({ text }: { text: string }) => (
  <span className="message-history__label" aria-hidden="true">
    {text}
  </span>
);

function History() {
  const { t } = useTranslation();
  const offset = useMerchant()?.gmtOffsetMinutes ?? 0;
  const [params, setParams] = useSearchParams();
  const pageNo = Math.max(1, Number(params.get('p')) || 1);
  const history = useQuery(broadcastsQuery(pageNo, PAGE_SIZE));
  const targetText = useTargetText();
  const data = history.data;
  const head = {
    time: t('records.time'),
    target: t('consoleContent.messages.target'),
    title: t('consoleContent.fields.title'),
    delivered: t('consoleContent.messages.delivered'),
    read: t('consoleContent.messages.read'),
    operator: t('consoleContent.messages.operator'),
  };
  const setPage = (p: number) => {
    const next = new URLSearchParams(params);
    next.set('p', String(p));
    setParams(next);
  };

  return (
    <section className="console-stack" aria-labelledby="message-history">
      <h3 id="message-history" className="console-panel__title">
        {t('consoleContent.messages.history')}
      </h3>
      {history.isPending ? <Skeleton height={160} /> : null}
      {history.isError ? (
        <p className="console-error" role="alert">
          {history.error.message}
        </p>
      ) : null}
      {data && data.list.length === 0 ? <p className="console-muted">{t('consoleContent.messages.none')}</p> : null}
      {data && data.list.length > 0 ? (
        <>
          <table className="console-table message-history" aria-busy={history.isPlaceholderData || undefined}>
            <thead>
              <tr>
                <th scope="col">{head.time}</th>
                <th scope="col">{head.target}</th>
                <th scope="col">{head.title}</th>
                <th scope="col" className="console-num">
                  {head.delivered}
                </th>
                <th scope="col" className="console-num">
                  {head.read}
                </th>
                <th scope="col">{head.operator}</th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((b) => (
                <tr key={b.id} data-testid="console-broadcast" data-delivered={b.delivered}>
                  <td className="tabular console-nowrap">
                    <PhoneLabel text={head.time} />
                    {formatDateTime(b.createdAt, offset)}
                  </td>
                  <td className="message-history__wide">
                    <PhoneLabel text={head.target} />
                    {targetText(b.target)}
                  </td>
                  <td className="message-history__wide">
                    <PhoneLabel text={head.title} />
                    {b.title.EN || '—'}
                    <br />
                    <span className="console-muted">{b.title.CN || '—'}</span>
                  </td>
                  <td className="console-num tabular">
                    <PhoneLabel text={head.delivered} />
                    {b.delivered}
                  </td>
                  <td className="console-num tabular">
                    <PhoneLabel text={head.read} />
                    {b.read}
                  </td>
                  <td>
                    <PhoneLabel text={head.operator} />
                    {b.operator}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager page={pageNo} totalPages={data.totalPages} onPage={setPage} />
        </>
      ) : null}
    </section>
  );
}

/**
 * Messages to members' inboxes: one member, VIP levels, agents or everyone; titles and content in both languages with
 * a preview; a confirmation naming the target before it goes; how many inboxes got it; what was sent before.
 */
export function MessageComposerPage() {
  const { t, i18n } = useTranslation();
  const targetText = useTargetText();
  const [confirming, setConfirming] = useState<SendMessage | null>(null);
  // Submitting reviews the message: a valid one is confirmed, naming its target, before it goes.
  const { values, change, errorOf, submit } = useContentForm({
    initial: (): MessageValues => ({
      target: { kind: 'member', username: '', levels: [] },
      title: { EN: '', CN: '' },
      content: { EN: '', CN: '' },
    }),
    schema: sendMessageSchema,
    toBody: messagePayload,
    save: async (body) => body,
    onSaved: setConfirming,
    refreshes: false,
  });
  const { target, title, content } = values;
  // The brand's ladder: VIP levels are a target only when the brand has levels above 0.
  const ladder = useQuery(vipLevelsQuery()).data?.levels ?? [];
  const cn = i18n.language.startsWith('zh');
  const targetKinds = ladder.length > 1 ? TARGET_KINDS : TARGET_KINDS.filter((kind) => kind !== 'vip');
  const setTarget = (changes: Partial<TargetValues>) => change({ target: { ...target, ...changes } });

  const send = async (message: SendMessage) => {
    try {
      const result = await sendMessage(message);
      toast.success(t('consoleContent.messages.sent', { count: result.delivered }));
      setConfirming(null);
      change({ title: { EN: '', CN: '' }, content: { EN: '', CN: '' } });
    } catch (error) {
      toast.error(failureText(error, t('errors.unknown')));
      setConfirming(null);
    } finally {
      await queryClient.invalidateQueries({ queryKey: messagesKey });
    }
  };

  const toggleLevel = (level: number) =>
    setTarget({
      levels: target.levels.includes(level) ? target.levels.filter((l) => l !== level) : [...target.levels, level],
    });

  return (
    <section className="console-page" aria-labelledby="console-messages">
      <header className="console-page__head">
        <h2 id="console-messages">{t('console.nav.messages')}</h2>
      </header>
      <p className="console-muted">{t('consoleContent.messages.hint')}</p>
      <div className="content-editor">
        <form className="content-form" onSubmit={submit} noValidate data-testid="message-form">
          <fieldset className="content-form__checks">
            <legend className="field__label">{t('consoleContent.messages.target')}</legend>
            {targetKinds.map((kind) => (
              <label key={kind} className="check__label">
                <input
                  type="radio"
                  name="target"
                  className="check__input"
                  checked={target.kind === kind}
                  onChange={() => setTarget({ kind })}
                />
                <span>{t(`consoleContent.messages.kinds.${kind}`)}</span>
              </label>
            ))}
          </fieldset>
          {target.kind === 'member' ? (
            <TextField
              label={t('consoleContent.messages.username')}
              value={target.username}
              maxLength={64}
              autoComplete="off"
              error={errorOf('target.username')}
              onChange={(e) => setTarget({ username: e.target.value })}
            />
          ) : null}
          {target.kind === 'vip' ? (
            <fieldset className="content-form__checks">
              <legend className="field__label">{t('consoleContent.messages.levels')}</legend>
              <div className="content-chips">
                {ladder.map((level) => (
                  <button
                    key={level.level}
                    type="button"
                    className="content-chip"
                    aria-pressed={target.levels.includes(level.level)}
                    onClick={() => toggleLevel(level.level)}
                  >
                    {level.level} · {levelName(level, cn)}
                  </button>
                ))}
              </div>
              {errorOf('target.levels') ? (
                <p className="field__error" role="alert">
                  {t('consoleContent.messages.levelsRequired')}
                </p>
              ) : null}
            </fieldset>
          ) : null}
          <div className="content-form__pair">
            <TextField
              label={t('consoleContent.fields.titleEn')}
              value={title.EN}
              maxLength={200}
              error={errorOf('title')}
              onChange={(e) => change({ title: { ...title, EN: e.target.value } })}
            />
            <TextField
              label={t('consoleContent.fields.titleCn')}
              value={title.CN}
              maxLength={200}
              onChange={(e) => change({ title: { ...title, CN: e.target.value } })}
            />
          </div>
          <HtmlEditor
            label={t('consoleContent.fields.contentEn')}
            value={content.EN}
            rows={6}
            error={errorOf('content')}
            onChange={(EN) => change({ content: { ...content, EN } })}
            testId="message-html-en"
          />
          <HtmlEditor
            label={t('consoleContent.fields.contentCn')}
            value={content.CN}
            rows={6}
            onChange={(CN) => change({ content: { ...content, CN } })}
            testId="message-html-cn"
          />
          <div className="console-dialog-form__buttons">
            <Button type="submit" variant="accent" data-testid="message-send">
              {t('consoleContent.messages.send')}
            </Button>
          </div>
        </form>
        <div className="content-editor__preview">
          <ContentPreview title={title} html={content} />
        </div>
      </div>
      <History />
      {confirming ? (
        <ConfirmDialog
          title={t('consoleContent.messages.confirmTitle')}
          confirm={t('consoleContent.messages.send')}
          onConfirm={() => send(confirming)}
          onClose={() => setConfirming(null)}
          testId="message-confirm"
        >
          <p>{t('consoleContent.messages.confirmText', { target: targetText(confirming.target as MessageTarget) })}</p>
          <p>
            <strong>{title.EN || title.CN}</strong>
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
