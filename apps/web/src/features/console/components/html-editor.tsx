import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

type Tool = 'b' | 'i' | 'h3' | 'p' | 'ul' | 'a' | 'img';

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
  img: (s) => `<img src="${s.trim() || 'media/'}" alt="" />`,
};

/** Wraps the text between `start` and `end` for a tool; answers the new text and where the caret goes. */
export function applyTool(text: string, start: number, end: number, tool: Tool) {
  const wrapped = WRAP[tool](text.slice(start, end));
  return { text: text.slice(0, start) + wrapped + text.slice(end), caret: start + wrapped.length };
}

/**
 * HTML for one language: a plain text area (whatever is typed stays exactly as typed) with a small toolbar that wraps
 * the selection in the common tags. The server keeps only safe tags when it saves.
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

  const use = (tool: Tool) => {
    const el = area.current;
    if (!el) return;
    const next = applyTool(value, el.selectionStart, el.selectionEnd, tool);
    onChange(next.text);
    requestAnimationFrame(() => {
      el.focus();
      el.setSelectionRange(next.caret, next.caret);
    });
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
      </div>
      <textarea
        ref={area}
        id={id}
        className="field__input console-textarea html-editor__area"
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
