import { bannerGroups } from '@lotus/contract';
import { useTranslation } from 'react-i18next';
import { AfterFirstRender } from '@/components/ui/after-first-render';
import { BannerCarousel, NoticeMarquee } from '@/features/announcements';
import { HomeLobby, WinnerBoard } from '@/features/games';
import { useMerchant } from '@/features/system';
import './home.css';

export default function HomeRoute() {
  const { t } = useTranslation();
  const merchant = useMerchant();
  return (
    <div className="page home" data-testid="page-home">
      <h1 className="visually-hidden">{t('home.title', { brand: merchant?.name ?? t('app.name') })}</h1>
      <BannerCarousel group={bannerGroups.HOME} />
      <NoticeMarquee />
      <section className="section" aria-labelledby="home-games">
        {/* The lobby's tabs say what follows; the heading is for screen readers and the page outline. */}
        <h2 id="home-games" className="visually-hidden">
          {t('home.games')}
        </h2>
        <HomeLobby />
      </section>
      <section className="section" aria-labelledby="home-winners">
        <h2 id="home-winners" className="section__title">
          {t('home.winners.title')}
        </h2>
        <AfterFirstRender>
          <WinnerBoard currencySymbol={merchant?.currencySymbol} />
        </AfterFirstRender>
      </section>
    </div>
  );
}
