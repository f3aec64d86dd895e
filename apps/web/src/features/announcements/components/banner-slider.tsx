import { type Banner, limits } from '@lotus/contract';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { matches, REDUCED_MOTION_QUERY } from '@/lib/media';
import { BannerSlide } from './banner-slide';

/**
 * Embla's `duration` is a spring constant, not milliseconds: about one thirtieth of the time it takes to settle, so
 * this moves a slide in `limits.bannerSpeedMs`.
 */
const SLIDE_DURATION = Math.round(limits.bannerSpeedMs / 30);

/** Several banners: loop, autoplay and clickable pagination as spec §2/§9 set them. */
export default function BannerSlider({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation();
  const [reducedMotion] = useState(() => matches(REDUCED_MOTION_QUERY));
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, duration: reducedMotion ? 0 : SLIDE_DURATION }, [
    Autoplay({ delay: limits.bannerAutoplayMs, stopOnInteraction: false, active: !reducedMotion }),
  ]);
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    onSelect();
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);

  const goTo = useCallback(
    (index: number) => {
      embla?.scrollTo(index);
      // A chosen banner stays its full delay before autoplay moves on.
      embla?.plugins().autoplay?.reset();
    },
    [embla],
  );

  return (
    <div className="banner__slider">
      <div className="banner__viewport" ref={viewportRef}>
        <div className="banner__track">
          {banners.map((banner, i) => (
            <div
              key={banner.id}
              className="banner__slide"
              inert={i !== selected}
              data-index={i}
              data-active={i === selected}
            >
              <BannerSlide banner={banner} eager={i === 0} />
            </div>
          ))}
        </div>
      </div>
      <div className="banner__dots">
        {banners.map((banner, i) => (
          <button
            key={banner.id}
            type="button"
            className="banner__dot"
            aria-label={t('banners.goTo', { index: i + 1 })}
            aria-current={i === selected}
            onClick={() => goTo(i)}
          />
        ))}
      </div>
    </div>
  );
}
