import type { Banner } from '@lotus/contract';
import { Link } from 'react-router';
import { bannerTarget } from './open-banner-target';

export function BannerSlide({ banner, eager }: { banner: Banner; eager?: boolean }) {
  const image = (
    <img
      className="banner__image"
      src={banner.url}
      alt={banner.title}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      draggable={false}
      {...(eager ? { fetchPriority: 'high' as const } : {})}
    />
  );
  const target = bannerTarget(banner);
  if (target?.kind === 'route') {
    return (
      <Link className="banner__link" to={target.href}>
        {image}
      </Link>
    );
  }
  if (target?.kind === 'external') {
    return (
      <a className="banner__link" href={target.href} target="_blank" rel="noopener noreferrer">
        {image}
      </a>
    );
  }
  return <div className="banner__link">{image}</div>;
}
