import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { lazyComponent } from '@/lib/lazy';
import { useBanners } from '../hooks/use-announcements';
import { BannerSlide } from './banner-slide';
import './banner-carousel.css';

// Swiper loads only when a group has several banners; a single banner is a plain image.
const BannerSwiper = lazyComponent(() => import('./banner-swiper').then((m) => m.default));

export type BannerShape = 'hero' | 'menu' | 'dialog';

const ratio: Record<BannerShape, string> = { hero: '3 / 1', menu: '5 / 2', dialog: '3 / 1' };

/** The banners of one group (spec §2 map); nothing at all when the group has none. */
export function BannerCarousel({ group, shape = 'hero' }: { group: string; shape?: BannerShape }) {
  const { t } = useTranslation();
  const { banners, isLoading } = useBanners(group);
  const style = { aspectRatio: ratio[shape] };
  const label = t('banners.label');

  if (isLoading) {
    return (
      <div className={`banner banner--${shape}`} style={style} data-testid={`banners-${group}`} aria-busy="true">
        <Skeleton className="banner__skeleton" />
      </div>
    );
  }
  const [first] = banners;
  if (!first) return null;

  return (
    <section className={`banner banner--${shape}`} style={style} aria-label={label} data-testid={`banners-${group}`}>
      {banners.length === 1 ? (
        <BannerSlide banner={first} eager />
      ) : (
        <Suspense fallback={<BannerSlide banner={first} eager />}>
          <BannerSwiper banners={banners} label={label} />
        </Suspense>
      )}
    </section>
  );
}
