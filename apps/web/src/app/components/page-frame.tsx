import type { ReactNode } from 'react';
import { BannerCarousel } from '@/features/announcements';
import './page-frame.css';

export interface PageFrameProps {
  /** `data-testid="page-<name>"`. */
  name: string;
  title: string;
  subtitle?: string;
  /** Banner group of the page (spec §2 map); promotions have none. */
  bannerGroup?: string;
  actions?: ReactNode;
  children: ReactNode;
}

/** A page's heading, banners and content; the tab's title comes from the route's handle (router.tsx). */
export function PageFrame({ name, title, subtitle, bannerGroup, actions, children }: PageFrameProps) {
  return (
    <div className="page" data-testid={`page-${name}`}>
      <div className="page__head">
        <div>
          <h1 className="page__title">{title}</h1>
          {subtitle ? <p className="page__subtitle">{subtitle}</p> : null}
        </div>
        {actions}
      </div>
      {bannerGroup ? <BannerCarousel group={bannerGroup} /> : null}
      {children}
    </div>
  );
}
