import { type Language, languages, parseLanguage } from '@lotus/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { GlobeIcon } from '@/components/ui/icons';
import { changeLanguage, currentLanguage } from '@/lib/i18n';
import './preferences.css';

// Each language is named in itself, so a visitor can find theirs whatever the current language is.
const nativeNames: Record<Language, string> = { EN: 'English', CN: '简体中文' };

export function LanguageSelect({ compact, className }: { compact?: boolean; className?: string }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const id = useId();
  const value = parseLanguage(i18n.language);

  const onChange = async (next: Language) => {
    if (next === currentLanguage()) return;
    await changeLanguage(next);
    // Content (banners, help, messages) comes in the request's language.
    await queryClient.invalidateQueries();
  };

  return (
    <div className={['lang-select', compact && 'lang-select--compact', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={compact ? 'visually-hidden' : 'lang-select__label'}>
        {t('preferences.language')}
      </label>
      <span className="lang-select__icon" aria-hidden="true">
        <GlobeIcon size={18} />
      </span>
      <select
        id={id}
        className="lang-select__control"
        value={value}
        onChange={(e) => void onChange(parseLanguage(e.target.value))}
      >
        {languages.map((lang) => (
          <option key={lang} value={lang} lang={lang === 'CN' ? 'zh-CN' : 'en'}>
            {nativeNames[lang]}
          </option>
        ))}
      </select>
    </div>
  );
}
