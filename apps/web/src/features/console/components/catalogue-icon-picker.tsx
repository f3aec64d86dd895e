import { CATALOGUE_ICON_MAX_BYTES, CATALOGUE_ICON_TYPES } from '@lotus/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useImageChoice } from '../hooks/use-image-choice';

/**
 * The current icon beside a file chooser: a chosen image shows as a preview before it is uploaded. The browser's
 * checks (type, 1 MB) only spare a round trip; the server checks the bytes themselves.
 */
export function CatalogueIconPicker({
  current,
  custom,
  label,
  onUpload,
  onReset,
}: {
  current: string;
  custom: boolean;
  label: string;
  onUpload: (file: File) => Promise<unknown>;
  onReset: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { file, preview, problem, choose, clear } = useImageChoice({
    types: CATALOGUE_ICON_TYPES,
    maxBytes: CATALOGUE_ICON_MAX_BYTES,
    typeMessage: t('consoleCatalogue.iconType'),
    sizeMessage: t('consoleCatalogue.iconSize'),
  });
  const [busy, setBusy] = useState(false);

  const act = async (action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await action();
      clear();
    } finally {
      setBusy(false);
    }
  };

  return (
    <fieldset className="catalogue-icon">
      <legend className="field__label">{label}</legend>
      <div className="catalogue-icon__images">
        <figure>
          <img src={current} alt={t('consoleCatalogue.iconCurrent')} width={96} height={96} />
          <figcaption className="console-muted">
            {custom ? t('consoleCatalogue.iconUploaded') : t('consoleCatalogue.iconGenerated')}
          </figcaption>
        </figure>
        {preview ? (
          <figure>
            <img src={preview} alt={t('consoleCatalogue.iconPreview')} width={96} height={96} />
            <figcaption className="console-muted">{t('consoleCatalogue.iconNew')}</figcaption>
          </figure>
        ) : null}
      </div>
      <label className="field__label" htmlFor={id}>
        {t('consoleCatalogue.iconChoose')}
      </label>
      <input
        id={id}
        type="file"
        accept={CATALOGUE_ICON_TYPES.join(',')}
        onChange={choose}
        aria-describedby={`${id}-hint`}
        data-testid="icon-file"
      />
      <p id={`${id}-hint`} className="console-muted">
        {t('consoleCatalogue.iconHint')}
      </p>
      {problem ? (
        <p className="console-error" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="console-actions">
        <Button
          type="button"
          size="sm"
          variant="accent"
          disabled={!file || problem !== null}
          loading={busy && file !== null}
          onClick={() => file && void act(() => onUpload(file))}
        >
          {t('consoleCatalogue.iconUpload')}
        </Button>
        {custom ? (
          <Button type="button" size="sm" variant="ghost" disabled={busy} onClick={() => void act(onReset)}>
            {t('consoleCatalogue.iconResetButton')}
          </Button>
        ) : null}
      </div>
    </fieldset>
  );
}
