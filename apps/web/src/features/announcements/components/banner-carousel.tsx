import { type Banner, limits } from '@lotus/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { matches, REDUCED_MOTION_QUERY } from '@/lib/media';
import { useBanners } from '../hooks/use-announcements';
import { BannerDots, BannerTrack } from './banner-parts';
import { BannerSlide } from './banner-slide';
import type { BannerSlider } from './banner-slider';
import './banner-carousel.css';

/**
 * True once the browser is idle after the first banner is on screen: the other banners' images (and the dots that
 * lead to them) then join it, instead of sharing the network with the page's largest image.
 */
function useIdle() {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(() => setIdle(true), 200);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }, []);
  return idle;
}

/**
 * Several banners: the slider. The page draws the first one, and once the browser is idle the others beside it with
 * their dots; Embla (about 8 KB gzipped) comes only when it is wanted, at the first autoplay tick or as soon as the
 * visitor reaches for the banner (a pointer over it or down on it, the focus on a dot), and then moves the same
 * elements. So the page's first view loads none of its code, and nothing on screen changes when it takes over.
 */
function BannerSlides({ banners }: { banners: Banner[] }) {
  const viewport = useRef<HTMLDivElement>(null);
  const slider = useRef<BannerSlider | null>(null);
  /** Where the slider is to open: the dot chosen before it was in. */
  const startIndex = useRef(0);
  /** `advance`: wanted for the first autoplay tick, so it moves on to the next banner as soon as it is in. */
  const [wanted, setWanted] = useState<{ advance: boolean } | null>(null);
  const [selected, setSelected] = useState(0);
  const want = useCallback((advance: boolean) => setWanted((had) => had ?? { advance }), []);
  const reducedMotion = useRef(matches(REDUCED_MOTION_QUERY)).current;
  const idle = useIdle();
  const all = idle || wanted !== null;

  useEffect(() => {
    if (reducedMotion) return;
    const timer = window.setTimeout(() => want(true), limits.bannerAutoplayMs);
    return () => window.clearTimeout(timer);
  }, [want, reducedMotion]);

  const loading = wanted !== null;
  const advance = wanted?.advance ?? false;
  useEffect(() => {
    if (!loading) return;
    let stopped = false;
    import('./banner-slider').then(
      ({ startBannerSlider }) => {
        if (stopped || !viewport.current) return;
        const api = startBannerSlider(viewport.current, startIndex.current, reducedMotion);
        slider.current = api;
        const onSelect = () => setSelected(api.selectedScrollSnap());
        api.on('select', onSelect).on('reInit', onSelect);
        onSelect();
        if (advance) {
          api.scrollNext();
          api.plugins().autoplay?.reset();
        }
      },
      // Without its code the first banner stays, with its links; the dots wait for the next reach.
      () => setWanted(null),
    );
    return () => {
      stopped = true;
      slider.current?.destroy();
      slider.current = null;
    };
  }, [loading, advance, reducedMotion]);

  const goTo = (index: number) => {
    const api = slider.current;
    if (!api) {
      // Chosen before the slider is in: it opens there.
      startIndex.current = index;
      setSelected(index);
      want(false);
      return;
    }
    api.scrollTo(index);
    // A chosen banner stays its full delay before autoplay moves on.
    api.plugins().autoplay?.reset();
  };

  const reach = () => want(false);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: only a hint to load the slider early; the links and dots inside are the controls
    <div className="banner__slider" onPointerEnter={reach} onPointerDown={reach} onFocus={reach}>
      <div className="banner__viewport" ref={viewport}>
        <BannerTrack banners={all ? banners : banners.slice(0, 1)} selected={selected} />
      </div>
      {all ? <BannerDots count={banners.length} selected={selected} onPick={goTo} /> : null}
    </div>
  );
}

export type BannerShape = 'hero' | 'menu' | 'dialog';

/** The banners of one group (spec §2 map); nothing at all when the group has none. */
export function BannerCarousel({ group, shape = 'hero' }: { group: string; shape?: BannerShape }) {
  const { t } = useTranslation();
  const { banners, isLoading } = useBanners(group);
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
      {banners.length > 1 ? <BannerSlides banners={banners} /> : <BannerSlide banner={first} eager />}
    </section>
  );
}
