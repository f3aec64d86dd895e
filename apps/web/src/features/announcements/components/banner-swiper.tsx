import { type Banner, limits } from '@lotus/contract';
import { useTranslation } from 'react-i18next';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { matches, REDUCED_MOTION_QUERY } from '@/lib/media';
import { BannerSlide } from './banner-slide';
import 'swiper/css';
import 'swiper/css/pagination';

/** Several banners: loop, autoplay and clickable pagination exactly as spec §2/§9 set them. */
export default function BannerSwiper({ banners, label }: { banners: Banner[]; label: string }) {
  const { t } = useTranslation();
  const reducedMotion = matches(REDUCED_MOTION_QUERY);
  return (
    <Swiper
      className="banner__swiper"
      modules={[Autoplay, Pagination, A11y]}
      loop
      speed={reducedMotion ? 0 : limits.bannerSpeedMs}
      spaceBetween={limits.bannerSpacing}
      autoplay={reducedMotion ? false : { delay: limits.bannerAutoplayMs, disableOnInteraction: false }}
      pagination={{ clickable: true }}
      a11y={{
        containerMessage: label,
        prevSlideMessage: t('banners.previous'),
        nextSlideMessage: t('banners.next'),
        paginationBulletMessage: t('banners.goTo', { index: '{{index}}' }),
      }}
    >
      {banners.map((banner, i) => (
        <SwiperSlide key={banner.id}>
          <BannerSlide banner={banner} eager={i === 0} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
