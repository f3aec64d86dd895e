import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichText } from '@/components/ui/rich-text';
import type { Localized } from '../lib/content-forms';
import { hasHtmlContent } from '../lib/content-forms';

type Lang = 'EN' | 'CN';
type Theme = 'light' | 'dark';

/** A two-way switch drawn as a segmented control (pressed buttons). */
function Segmented<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <div className="content-segmented" role="toolbar" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          className="content-segmented__option"
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

/**
 * The content as players will see it: the title and the sanitised HTML in the site's rich-content styles, in either
 * language and either theme (the frame carries its own `data-theme`, so the console's theme does not leak in). A
 * language left empty shows what players there get instead: the other language.
 */
export function ContentPreview({ title, html, only }: { title: Localized; html: Localized; only?: Lang }) {
  const { t } = useTranslation();
  const [chosen, setLang] = useState<Lang>('EN');
  const lang = only ?? chosen;
  const [theme, setTheme] = useState<Theme>('light');
  const other: Lang = lang === 'EN' ? 'CN' : 'EN';
  const missing = !only && !title[lang].trim() && !hasHtmlContent(html[lang]);
  const shown: Lang = missing ? other : lang;

  return (
    <section className="content-preview" aria-label={t('consoleContent.preview.title')} data-testid="content-preview">
      <div className="content-preview__bar">
        <strong>{t('consoleContent.preview.title')}</strong>
        {only ? null : (
          <Segmented
            label={t('consoleContent.preview.language')}
            value={lang}
            onChange={setLang}
            options={[
              { value: 'EN', label: 'EN' },
              { value: 'CN', label: '中文' },
            ]}
          />
        )}
        <Segmented
          label={t('consoleContent.preview.theme')}
          value={theme}
          onChange={setTheme}
          options={[
            { value: 'light', label: t('consoleContent.preview.light') },
            { value: 'dark', label: t('consoleContent.preview.dark') },
          ]}
        />
      </div>
      {missing ? <p className="console-muted">{t('consoleContent.preview.fallback', { lang: other })}</p> : null}
      <div className="content-preview__frame" data-theme={theme} lang={shown === 'CN' ? 'zh-CN' : 'en'}>
        {title[shown].trim() ? <h3 className="content-preview__title">{title[shown]}</h3> : null}
        {hasHtmlContent(html[shown]) ? (
          <RichText html={html[shown]} />
        ) : (
          <p className="content-preview__empty">{t('consoleContent.preview.empty')}</p>
        )}
      </div>
    </section>
  );
}
