import { type FeedbackQuestionType, type FeedbackSettings, feedbackQuestionTypes } from '@lotus/contract';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { SelectField, TextField } from '@/components/ui/form-field';
import { CloseIcon, HelpIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api';
import { currentLanguage } from '@/lib/i18n';
import { useSessionStore } from '@/lib/session';
import { feedbackSettingsQuery, sendFeedback } from '../api/feedback';
import { checkImages, type ImageProblem, readHead, wordStatus } from '../lib/limits';
import './feedback.css';

interface Attached {
  id: string;
  file: File;
  url: string;
}

const MB = 1024 * 1024;

/** The feedback form of spec §5: type, content within the merchant's word limits, contact, up to 3 images. */
export default function FeedbackForm() {
  const settings = useQuery(feedbackSettingsQuery);
  const { t } = useTranslation();
  if (settings.isPending) {
    return (
      <div className="feedback card" aria-busy="true">
        <Skeleton height={44} />
        <Skeleton height={160} />
        <Skeleton height={44} />
      </div>
    );
  }
  if (settings.isError) {
    return (
      <EmptyState
        icon={<HelpIcon />}
        title={
          isApiError(settings.error) && settings.error.status < 500 ? t('feedback.unavailable') : t('errors.loadFailed')
        }
        action={
          <Button variant="outline" onClick={() => void settings.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  return <Form settings={settings.data} />;
}

function Form({ settings }: { settings: FeedbackSettings }) {
  const { t } = useTranslation();
  // Guests, and trial accounts (the server takes their feedback as a guest's), leave a contact.
  const needsContact = useSessionStore((s) => s.token === null || s.isTrial);
  const ids = useId();
  const types = settings.questionTypes.length > 0 ? settings.questionTypes : [...feedbackQuestionTypes];
  const [questionType, setQuestionType] = useState<FeedbackQuestionType>(types[0] ?? 'OTHER');
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  const [images, setImages] = useState<Attached[]>([]);
  const [imageProblems, setImageProblems] = useState<ImageProblem[]>([]);
  const [showErrors, setShowErrors] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [receipt, setReceipt] = useState<number | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const limits = settings.limits;
  const maxMb = Math.round(limits.maxBytes / MB);

  // Object URLs of the previews live as long as the form.
  const shown = useRef(images);
  shown.current = images;
  useEffect(
    () => () => {
      for (const image of shown.current) URL.revokeObjectURL(image.url);
    },
    [],
  );

  const words = wordStatus(content, currentLanguage(), settings);
  const wordError =
    words.problem === 'tooFew'
      ? t('feedback.tooFew', { min: words.min, count: words.count })
      : words.problem === 'tooMany'
        ? t('feedback.tooMany', { max: settings.maxWords, count: words.count })
        : undefined;
  const contactError = needsContact && contact.trim() === '' ? t('feedback.contactRequired') : undefined;

  const addFiles = async (files: FileList | null) => {
    if (!files || files.length === 0) return;
    const candidates = await Promise.all(
      [...files].map(async (file) => ({ file, name: file.name, size: file.size, head: await readHead(file) })),
    );
    const { accepted, problems } = checkImages(images.length, candidates, limits);
    setImageProblems(problems);
    setImages((current) => [
      ...current,
      ...accepted.map((c) => ({ id: crypto.randomUUID(), file: c.file, url: URL.createObjectURL(c.file) })),
    ]);
    if (fileInput.current) fileInput.current.value = '';
  };

  const removeImage = (id: string) => {
    setImageProblems([]);
    setImages((current) => {
      const gone = current.find((image) => image.id === id);
      if (gone) URL.revokeObjectURL(gone.url);
      return current.filter((image) => image.id !== id);
    });
  };

  const problemText = (problem: ImageProblem) => {
    if (problem.kind === 'type') return t('feedback.imageType', { name: problem.name });
    if (problem.kind === 'size') return t('feedback.imageSize', { name: problem.name, size: maxMb });
    return t('feedback.imageCount', { max: limits.maxFiles });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    setFailure(null);
    if (wordError || contactError) return;
    setSending(true);
    try {
      const result = await sendFeedback(
        { questionType, content: content.trim(), contact: contact.trim() || undefined },
        images.map((image) => image.file),
      );
      setReceipt(result.id);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : t('errors.unknown'));
    } finally {
      setSending(false);
    }
  };

  const reset = () => {
    for (const image of images) URL.revokeObjectURL(image.url);
    setImages([]);
    setContent('');
    setImageProblems([]);
    setShowErrors(false);
    setReceipt(null);
  };

  if (receipt !== null) {
    return (
      <div className="feedback card" data-testid="feedback-sent">
        <EmptyState
          icon={<HelpIcon />}
          title={t('feedback.sentTitle')}
          description={t('feedback.sentText', { id: receipt })}
          action={
            <Button variant="outline" onClick={reset}>
              {t('feedback.another')}
            </Button>
          }
        />
      </div>
    );
  }

  const contentId = `${ids}-content`;
  const countId = `${ids}-count`;
  const contentErrorId = `${ids}-content-error`;
  const imagesHintId = `${ids}-images-hint`;
  return (
    <form className="feedback card" onSubmit={(e) => void submit(e)} noValidate data-testid="feedback-form">
      <SelectField
        label={t('feedback.questionType')}
        value={questionType}
        onChange={(e) => setQuestionType(e.target.value as FeedbackQuestionType)}
        className="feedback__type"
      >
        {types.map((type) => (
          <option key={type} value={type}>
            {t(`feedback.types.${type}`)}
          </option>
        ))}
      </SelectField>

      <div className={`field${showErrors && wordError ? ' field--invalid' : ''}`}>
        <span className="field__label-row">
          <label className="field__label" htmlFor={contentId}>
            {t('feedback.content')}
          </label>
          <span className="field__required" aria-hidden="true">
            *
          </span>
        </span>
        <textarea
          id={contentId}
          className="field__input feedback__content"
          rows={7}
          required
          placeholder={t('feedback.contentPlaceholder')}
          value={content}
          onChange={(e) => setContent(e.target.value)}
          aria-invalid={showErrors && wordError ? true : undefined}
          aria-describedby={[countId, showErrors && wordError ? contentErrorId : null].filter(Boolean).join(' ')}
        />
        <p id={countId} className="feedback__count field__hint">
          <span>{t('feedback.wordRange', { min: words.min, max: settings.maxWords })}</span>
          <span
            className={`tabular${words.problem === 'tooMany' ? ' feedback__count--over' : ''}`}
            data-testid="feedback-word-count"
          >
            {t('feedback.words', { count: words.count })}
          </span>
        </p>
        {showErrors && wordError ? (
          <p id={contentErrorId} className="field__error" role="alert">
            {wordError}
          </p>
        ) : null}
      </div>

      <TextField
        label={t('feedback.contact')}
        required={needsContact}
        autoComplete="email"
        maxLength={120}
        value={contact}
        onChange={(e) => setContact(e.target.value)}
        hint={t('feedback.contactHint')}
        error={showErrors ? contactError : undefined}
      />

      <fieldset className="feedback__images">
        <legend className="field__label">{t('feedback.images')}</legend>
        <p id={imagesHintId} className="field__hint">
          {t('feedback.imagesHint', { max: limits.maxFiles, size: maxMb })}
        </p>
        <ul className="feedback__previews">
          {images.map((image) => (
            <li key={image.id} className="feedback__preview" data-testid="feedback-preview">
              <img src={image.url} alt={image.file.name} />
              <button
                type="button"
                className="feedback__remove"
                aria-label={t('feedback.removeImage', { name: image.file.name })}
                onClick={() => removeImage(image.id)}
              >
                <CloseIcon size={16} />
              </button>
            </li>
          ))}
          {images.length < limits.maxFiles ? (
            <li>
              <label className="feedback__add">
                <input
                  ref={fileInput}
                  type="file"
                  accept={limits.types.join(',')}
                  multiple
                  className="visually-hidden"
                  aria-describedby={imagesHintId}
                  data-testid="feedback-file"
                  onChange={(e) => void addFiles(e.target.files)}
                />
                <span aria-hidden="true" className="feedback__plus">
                  +
                </span>
                <span>{t('feedback.addImage')}</span>
              </label>
            </li>
          ) : null}
        </ul>
        {imageProblems.length > 0 ? (
          <ul className="feedback__problems" role="alert" data-testid="feedback-image-problems">
            {imageProblems.map((problem, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is rebuilt on every choice
              <li key={i} className="field__error">
                {problemText(problem)}
              </li>
            ))}
          </ul>
        ) : null}
      </fieldset>

      {failure ? (
        <p className="feedback__failure" role="alert" data-testid="feedback-failure">
          {failure}
        </p>
      ) : null}
      <Button
        type="submit"
        variant="accent"
        loading={sending}
        className="feedback__submit"
        data-testid="feedback-submit"
      >
        {t('feedback.submit')}
      </Button>
    </form>
  );
}
