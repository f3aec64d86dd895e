import type { Banner } from '@lotus/contract';
import { Link } from 'react-router';
import { useFeature } from '@/features/system';
import { useContentImage } from '../hooks/use-announcements';
import { useOpenLink } from '../hooks/use-open-link';
import { REWARD_CENTRE_MODULE, resolveLinkTarget } from '../lib/link-target';

/** One banner image; a click follows its link target (a route, a new tab, a game or the reward centre). */
export function BannerSlide({ banner, eager }: { banner: Banner; eager?: boolean }) {
  const imageUrl = useContentImage();
  const openLink = useOpenLink();
  const image = (
    <img
      className="banner__image"
      src={imageUrl(banner.url)}
      alt={banner.title}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      draggable={false}
      {...(eager ? { fetchPriority: 'high' as const } : {})}
    />
  );
  const target = resolveLinkTarget(banner, useFeature(REWARD_CENTRE_MODULE));
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
  if (target?.kind === 'game') {
    return (
      <button type="button" className="banner__link banner__button" onClick={() => void openLink(target)}>
        {image}
      </button>
    );
  }
  return <div className="banner__link">{image}</div>;
}
