import type { Banner } from '@lotus/contract';
import { useTranslation } from 'react-i18next';
import { BannerSlide } from './banner-slide';

// The carousel's markup, the same before the slider loads (the first banner standing still) and after (Embla moving
// the track), so nothing on screen changes when it takes over.

/** The banners side by side, `selected` shown; the others out of reach of the keyboard until they are. */
export function BannerTrack({ banners, selected }: { banners: Banner[]; selected: number }) {
  return (
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
  );
}

/** A dot per banner, the shown one marked. */
export function BannerDots({
  count,
  selected,
  onPick,
}: {
  count: number;
  selected: number;
  onPick: (index: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="banner__dots">
      {Array.from({ length: count }, (_, i) => (
        <button
          // biome-ignore lint/suspicious/noArrayIndexKey: a dot is its position
          key={i}
          type="button"
          className="banner__dot"
          aria-label={t('banners.goTo', { index: i + 1 })}
          aria-current={i === selected}
          onClick={() => onPick(i)}
        />
      ))}
    </div>
  );
}
