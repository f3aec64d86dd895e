import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { lazyComponent } from '@/lib/lazy';
import { useBanners } from '../hooks/use-announcements';
import { BannerSlide } from './banner-slide';
import './banner-carousel.css';

// The slider loads only when a group has several banners; a single banner is a plain image.
const BannerSlider = lazyComponent(() => import('./banner-slider').then((m) => m.default), { firstView: true });

/**
 * True once the browser is idle after `ready` (the first banner on screen): the slider (about 20 KB of script) then
 * takes over the carousel, instead of delaying the page's largest image while it downloads and runs.
 */
function useIdleAfter(ready: boolean) {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!ready) return;
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(() => setIdle(true), 200);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }, [ready]);
  return idle;
}

export type BannerShape = 'hero' | 'menu' | 'dialog';

/** The banners of one group (spec §2 map); nothing at all when the group has none. */
export function BannerCarousel({ group, shape = 'hero' }: { group: string; shape?: BannerShape }) {
  const { t } = useTranslation();
  const { banners, isLoading } = useBanners(group);
  const idle = useIdleAfter(banners.length > 1);
  const label = shape === 'menu' ? t('a11y.menuBanners') : t('banners.label');

  if (isLoading) {
    // The side menu's banner is optional and seldom set: its list does not wait below a placeholder that then goes.
    if (shape === 'menu') return null;
    return (
      <div className={`banner banner--${shape}`} data-testid={`banners-${group}`} aria-busy="true">
        <Skeleton className="banner__skeleton" />
      </div>
    );
  }
  const [first] = banners;
  if (!first) return null;

  return (
    <section className={`banner banner--${shape}`} aria-label={label} data-testid={`banners-${group}`}>
      {banners.length === 1 || !idle ? (
        <BannerSlide banner={first} eager />
      ) : (
        <Suspense fallback={<BannerSlide banner={first} eager />}>
          <BannerSlider banners={banners} />
        </Suspense>
      )}
    </section>
  );
}
