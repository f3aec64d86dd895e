import { useTranslation } from 'react-i18next';
import { Button } from './button';
import './pager.css';

export interface PagerProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}

/** Previous and next under a paged list or table; nothing when everything fits on one page. */
export function Pager({ page, totalPages, onPage }: PagerProps) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav className="pager" aria-label={t('records.pages')}>
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('records.previous')}
      </Button>
      <span className="tabular">{t('records.pageOf', { page, pages: totalPages })}</span>
      <Button variant="outline" size="sm" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        {t('records.next')}
      </Button>
    </nav>
  );
}
