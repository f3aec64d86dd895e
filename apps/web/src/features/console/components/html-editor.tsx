import { CONTENT_IMAGE_MAX_BYTES, CONTENT_IMAGE_TYPES } from '@lotus/contract';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import { uploadContentImage } from '../api/console-content-api';

type Tool = 'b' | 'i' | 'h3' | 'p' | 'ul' | 'a';

/** Tag pairs wrapped around the selection (or an empty placeholder). */
const WRAP: Record<Tool, (selected: string) => string> = {
  b: (s) => `<strong>${s}</strong>`,
  i: (s) => `<em>${s}</em>`,
  h3: (s) => `<h3>${s}</h3>`,
  p: (s) => `<p>${s}</p>`,
  ul: (s) =>
    `<ul>\n${(s || ' ')
      .split('\n')
      .map((line) => `  <li>${line.trim()}</li>`)
      .join('\n')}\n</ul>`,
  a: (s) => `<a href="https://" target="_blank">${s}</a>`,
};

/** The tag of an uploaded picture; a root path, so it resolves the same on every page of the site. */
export const imageTag = (url: string, alt: string) =>
  `<img src="/${url.replace(/^\/+/, '')}" alt="${alt.replace(/["<>&]/g, '')}" />`;

/** Wraps the text between `start` and `end` for a tool; answers the new text and where the caret goes. */
export function applyTool(text: string, start: number, end: number, tool: Tool) {
  return insertAt(text, start, end, WRAP[tool](text.slice(start, end)));
}

function insertAt(text: string, start: number, end: number, inserted: string) {
  return { text: text.slice(0, start) + inserted + text.slice(end), caret: start + inserted.length };
}

/**
 * HTML for one language: a plain text area (whatever is typed stays exactly as typed) with a small toolbar that wraps
 * the selection in the common tags, and a picture button that uploads an image and inserts it at the caret. The
 * server keeps only safe tags when it saves.
 */
export function HtmlEditor({
  label,
  value,
  onChange,
  error,
  testId,
  rows = 10,
}: {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string | undefined;
  testId?: string;
  rows?: number;
}) {
  const { t } = useTranslation();
  const id = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  const place = (next: { text: string; caret: number }) => {
    onChange(next.text);
    const el = area.current;
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(next.caret, next.caret);
    });
  };

  const use = (tool: Tool) => {
    const el = area.current;
    if (el) place(applyTool(value, el.selectionStart, el.selectionEnd, tool));
  };

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!(CONTENT_IMAGE_TYPES as readonly string[]).includes(file.type)) {
      return void toast.error(t('consoleContent.image.type'));
    }
    if (file.size > CONTENT_IMAGE_MAX_BYTES) return void toast.error(t('consoleContent.image.size'));
    // Where the caret was when the picture was chosen: the upload takes a moment.
    const start = area.current?.selectionStart ?? value.length;
    const end = area.current?.selectionEnd ?? value.length;
    setUploading(true);
    try {
      const image = await uploadContentImage(file);
      place(insertAt(value, start, end, imageTag(image.url, file.name.replace(/\.[^.]+$/, ''))));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t('errors.unknown'));
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className={`field html-editor${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="html-editor__tools" role="toolbar" aria-label={t('consoleContent.editor.tools', { label })}>
        {(Object.keys(WRAP) as Tool[]).map((tool) => (
          <button key={tool} type="button" className="html-editor__tool" aria-controls={id} onClick={() => use(tool)}>
            {t(`consoleContent.editor.${tool}`)}
          </button>
        ))}
        <button
          type="button"
          className="html-editor__tool"
          aria-controls={id}
          aria-busy={uploading || undefined}
          disabled={uploading}
          onClick={() => picker.current?.click()}
        >
          {uploading ? t('consoleContent.editor.uploading') : t('consoleContent.editor.img')}
        </button>
        <input
          ref={picker}
          type="file"
          hidden
          accept={CONTENT_IMAGE_TYPES.join(',')}
          onChange={(e) => void upload(e)}
          aria-label={t('consoleContent.editor.img')}
        />
      </div>
      <textarea
        ref={area}
        id={id}
        className="field__input field__textarea html-editor__area"
        rows={rows}
        spellCheck={false}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
        data-testid={testId}
      />
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
