import { useTranslation } from 'react-i18next';
import { BellIcon } from '@/components/ui/menu-icons';
import { openNotices, useNotices } from '../hooks/use-announcements';
import './notice-marquee.css';

/**
 * Scrolling notice titles on home; hidden when there are none, still under reduced motion. While the feed loads it
 * keeps its place, so the page under it does not move down when the notices arrive.
 */
export function NoticeMarquee() {
  const { t } = useTranslation();
  const { notices, isLoading } = useNotices();
  if (isLoading) return <div className="marquee card marquee--loading" aria-hidden="true" />;
  if (notices.length === 0) return null;
  // Twice the list so the loop joins seamlessly; the copy is hidden from assistive technology.
  const loop = [...notices, ...notices];
  return (
    <section className="marquee card" aria-label={t('notices.label')} data-testid="notice-marquee">
      <span className="marquee__icon" aria-hidden="true">
        <BellIcon size={18} />
      </span>
      <div className="marquee__viewport">
        <ul className="marquee__track" style={{ animationDuration: `${Math.max(20, notices.length * 12)}s` }}>
          {loop.map((notice, i) => {
            const copy = i >= notices.length;
            return (
              <li key={`${copy ? 'copy' : 'notice'}-${notice.id}`} aria-hidden={copy || undefined}>
                <button
                  type="button"
                  className="marquee__item"
                  tabIndex={copy ? -1 : undefined}
                  onClick={() => openNotices(i % notices.length)}
                >
                  {notice.title}
                </button>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
