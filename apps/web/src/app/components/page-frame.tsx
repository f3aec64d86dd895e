import { type ReactNode, useEffect } from 'react';
import { BannerCarousel } from '@/features/announcements';
import { useMerchant } from '@/features/system';
import './page-frame.css';

/** Sets the tab title to "<page> · <brand>". */
export function useDocumentTitle(title: string | null) {
  const brand = useMerchant()?.name;
  useEffect(() => {
    if (!brand) return;
    document.title = title ? `${title} · ${brand}` : brand;
  }, [title, brand]);
}

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

export function PageFrame({ name, title, subtitle, bannerGroup, actions, children }: PageFrameProps) {
  useDocumentTitle(title);
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
