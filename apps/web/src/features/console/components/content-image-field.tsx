import { CONTENT_IMAGE_MAX_BYTES, CONTENT_IMAGE_TYPES } from '@lotus/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { uploadContentImage } from '../api/console-content-api';
import { useImageChoice } from '../hooks/use-image-choice';
import { catalogueImage } from './catalogue-badges';
import { failureText } from './content-parts';

/**
 * A content image (a banner): the current one beside a file chooser, the chosen file previewed before it is uploaded,
 * as the catalogue's icon picker does. The upload answers a `media/<id>` path that becomes the field's value; the
 * browser's checks (type, 2 MB) only spare a round trip, the server checks the bytes.
 */
export function ContentImageField({
  value,
  onChange,
  label,
  error,
  hint,
}: {
  value: string;
  onChange: (path: string) => void;
  label: string;
  error?: string | undefined;
  /** Replaces the banner-size hint for other pictures (a logo, an icon). */
  hint?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { file, preview, problem, setProblem, choose, clear } = useImageChoice({
    types: CONTENT_IMAGE_TYPES,
    maxBytes: CONTENT_IMAGE_MAX_BYTES,
    typeMessage: t('consoleContent.image.type'),
    sizeMessage: t('consoleContent.image.size'),
  });
  const [busy, setBusy] = useState(false);

  const upload = async () => {
    if (!file) return;
    setBusy(true);
    try {
      const image = await uploadContentImage(file);
      onChange(image.url);
      clear();
      toast.success(t('consoleContent.image.uploaded'));
    } catch (failure) {
      setProblem(failureText(failure, t('errors.unknown')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <fieldset className="content-image" aria-invalid={error ? true : undefined}>
      <legend className="field__label">{label}</legend>
      <div className="content-image__images">
        <figure>
          {value ? (
            <img
              src={catalogueImage(value)}
              alt={t('consoleContent.image.current')}
              data-testid="content-image-current"
            />
          ) : (
            <span className="content-image__none console-muted">{t('consoleContent.image.none')}</span>
          )}
          <figcaption className="console-muted">{value || t('consoleContent.image.current')}</figcaption>
        </figure>
        {preview ? (
          <figure>
            <img src={preview} alt={t('consoleContent.image.preview')} />
            <figcaption className="console-muted">{t('consoleContent.image.new')}</figcaption>
          </figure>
        ) : null}
      </div>
      <label className="field__label" htmlFor={id}>
        {t('consoleContent.image.choose')}
      </label>
      <input
        id={id}
        type="file"
        accept={CONTENT_IMAGE_TYPES.join(',')}
        onChange={choose}
        aria-describedby={`${id}-hint`}
        data-testid="content-image-file"
      />
      <p id={`${id}-hint`} className="console-muted">
        {hint ?? t('consoleContent.image.hint')}
      </p>
      {problem || error ? (
        <p className="console-error" role="alert">
          {problem ?? error}
        </p>
      ) : null}
      <div className="console-actions">
        <Button
          type="button"
          size="sm"
          variant="accent"
          disabled={!file || problem !== null}
          loading={busy}
          onClick={() => void upload()}
        >
          {t('consoleContent.image.upload')}
        </Button>
      </div>
    </fieldset>
  );
}
