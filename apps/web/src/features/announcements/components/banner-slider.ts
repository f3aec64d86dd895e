import { limits } from '@lotus/contract';
import EmblaCarousel, { type EmblaCarouselType } from 'embla-carousel';
import Autoplay from 'embla-carousel-autoplay';

/**
 * Embla's `duration` is a spring constant, not milliseconds: about one thirtieth of the time it takes to settle, so
 * this moves a slide in `limits.bannerSpeedMs`.
 */
const SLIDE_DURATION = Math.round(limits.bannerSpeedMs / 30);

export type BannerSlider = EmblaCarouselType;

/**
 * Makes the carousel's viewport a slider as spec §2/§9 set it: loop, autoplay every `limits.bannerAutoplayMs` (none and
 * no animation under reduced motion), opening at `startIndex`. The banners are already in the viewport's track, as the
 * page drew them; Embla only moves them.
 */
export function startBannerSlider(viewport: HTMLElement, startIndex: number, reducedMotion: boolean): BannerSlider {
  return EmblaCarousel(viewport, { loop: true, startIndex, duration: reducedMotion ? 0 : SLIDE_DURATION }, [
    Autoplay({ delay: limits.bannerAutoplayMs, stopOnInteraction: false, active: !reducedMotion }),
  ]);
}
