import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate } from 'react-router';
import { GamepadIcon, GiftIcon, HomeIcon, UserIcon, WalletIcon } from '@/components/ui/menu-icons';
import { useRequireLogin } from '@/features/auth';
import './bottom-bar.css';

/** Phone bottom bar: at most five items (DESIGN.md): Home, Games, Promotions, Deposit, Me. */
export function BottomBar({ onGames }: { onGames: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const requireLogin = useRequireLogin();
  const link = ({ isActive }: { isActive: boolean }) =>
    `bottom-bar__item${isActive ? ' bottom-bar__item--active' : ''}`;

  return (
    <nav className="bottom-bar" aria-label={t('nav.bottom')}>
      <NavLink to="/" end className={link}>
        <HomeIcon />
        <span>{t('nav.home')}</span>
      </NavLink>
      <button type="button" className="bottom-bar__item" onClick={onGames} aria-haspopup="dialog">
        <GamepadIcon />
        <span>{t('nav.games')}</span>
      </button>
      <NavLink to="/promotions" className={link}>
        <GiftIcon />
        <span>{t('nav.promotions')}</span>
      </NavLink>
      <button
        type="button"
        className="bottom-bar__item bottom-bar__item--deposit"
        onClick={() => requireLogin(() => void navigate('/member?tab=depositv2'))}
      >
        <WalletIcon />
        <span>{t('nav.deposit')}</span>
      </button>
      <button type="button" className="bottom-bar__item" onClick={() => requireLogin(() => void navigate('/member'))}>
        <UserIcon />
        <span>{t('nav.me')}</span>
      </button>
    </nav>
  );
}
