import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate } from 'react-router';
import { useRequireLogin } from '@/features/auth';
import { categoryPaths, useGameCategories } from '@/features/games';
import { useFeature } from '@/features/system';
import { useIsLoggedIn } from '@/lib/session';
import { useShare } from './use-share';

/**
 * Spec §2 navigation: home, one item per category that has a vendor, promotions; then the header's
 * Rewards (for guests, or members when referral is on) and Share.
 */
export function MainNav({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { withVendors } = useGameCategories();
  const requireLogin = useRequireLogin();
  const navigate = useNavigate();
  const share = useShare();
  const loggedIn = useIsLoggedIn();
  const referral = useFeature('REFERRAL3');
  const showRewards = !loggedIn || referral;
  const item = ({ isActive }: { isActive: boolean }) => `main-nav__item${isActive ? ' main-nav__item--active' : ''}`;

  return (
    <nav className={['main-nav', className].filter(Boolean).join(' ')} aria-label={t('nav.main')}>
      <ul className="main-nav__list">
        <li>
          <NavLink to="/" end className={item}>
            {t('nav.home')}
          </NavLink>
        </li>
        {withVendors.map((category) => (
          <li key={category}>
            <NavLink to={categoryPaths[category]} className={item}>
              {t(`categories.${category}`)}
            </NavLink>
          </li>
        ))}
        <li>
          <NavLink to="/promotions" className={item}>
            {t('nav.promotions')}
          </NavLink>
        </li>
        {showRewards ? (
          <li>
            <button
              type="button"
              className="main-nav__item"
              onClick={() => requireLogin(() => void navigate('/member?tab=rewardCenter'))}
            >
              {t('nav.rewards')}
            </button>
          </li>
        ) : null}
        <li>
          <button type="button" className="main-nav__item" onClick={() => void share()}>
            {t('nav.share')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
