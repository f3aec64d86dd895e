import { useTranslation } from 'react-i18next';
import { create } from 'zustand';
import { BrandMark } from './brand-mark';
import './loader.css';

/** The full-page loader shown over the site during long work (login, logout); every navigation hides it. */
export const useFullPageLoader = create<{ visible: boolean }>(() => ({ visible: false }));
export const showFullPageLoader = () => useFullPageLoader.setState({ visible: true });
export const hideFullPageLoader = () => useFullPageLoader.setState({ visible: false });

export function FullPageLoader() {
  const { t } = useTranslation();
  return (
    <div className="full-loader" data-testid="full-page-loader" role="status" aria-live="polite">
      <div className="full-loader__mark">
        <span className="full-loader__ring" aria-hidden="true" />
        <BrandMark size={44} />
      </div>
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}

/** Renders the store-driven loader above everything. */
export function GlobalFullPageLoader() {
  const visible = useFullPageLoader((s) => s.visible);
  return visible ? <FullPageLoader /> : null;
}
