import { DropdownMenu } from 'radix-ui';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { ChevronDownIcon } from '@/components/ui/form-icons';
import { useRequireLogin } from '@/features/auth';
import { categoryPaths, useGameCategories } from '@/features/games';
import { useFeature } from '@/features/system';
import { useIsLoggedIn } from '@/lib/session';
import { useShare } from './use-share';

interface NavEntry {
  key: string;
  label: string;
  /** A page; otherwise `run` is the action. */
  to?: string;
  run?: () => void;
}

/** Spec §2 navigation: home, one item per category that has a vendor, promotions, Rewards (guests, or referral on), Share. */
function useNavEntries(): NavEntry[] {
  const { t } = useTranslation();
  const { withVendors } = useGameCategories();
  const requireLogin = useRequireLogin();
  const navigate = useNavigate();
  const share = useShare();
  const loggedIn = useIsLoggedIn();
  const referral = useFeature('REFERRAL3');
  return [
    { key: 'home', label: t('nav.home'), to: '/' },
    ...withVendors.map((category) => ({
      key: category,
      label: t(`categories.${category}`),
      to: categoryPaths[category],
    })),
    { key: 'promotions', label: t('nav.promotions'), to: '/promotions' },
    ...(!loggedIn || referral
      ? [
          {
            key: 'rewards',
            label: t('nav.rewards'),
            run: () => requireLogin(() => void navigate('/member?tab=rewardCenter')),
          },
        ]
      : []),
    { key: 'share', label: t('nav.share'), run: () => void share() },
  ];
}

const GAP = 4;

/**
 * How many entries fit in `available` px beside the "More" button, from the widths a hidden copy of the list
 * measured; every entry when they all fit.
 */
export function fittingCount(widths: number[], available: number, moreWidth: number) {
  const total = widths.reduce((sum, w) => sum + w, 0) + GAP * Math.max(0, widths.length - 1);
  if (total <= available) return widths.length;
  let used = moreWidth;
  let count = 0;
  for (const width of widths) {
    if (used + GAP + width > available) break;
    used += GAP + width;
    count += 1;
  }
  return count;
}

/**
 * The header's navigation: as many entries as the width allows, the rest under "More", so every item of spec §2 is
 * reachable at every width (nothing hides in a list that scrolls without a sign).
 */
export function MainNav({ className }: { className?: string }) {
  const { t } = useTranslation();
  const entries = useNavEntries();
  const { pathname } = useLocation();
  const navRef = useRef<HTMLElement>(null);
  const measureRef = useRef<HTMLUListElement>(null);
  const [count, setCount] = useState(entries.length);
  useLayoutEffect(() => {
    const nav = navRef.current;
    const measure = measureRef.current;
    if (!nav || !measure) return;
    const fit = () => {
      const items = [...measure.children] as HTMLElement[];
      const more = items.pop();
      setCount(
        fittingCount(
          items.map((item) => item.offsetWidth),
          nav.clientWidth,
          more?.offsetWidth ?? 0,
        ),
      );
    };
    fit();
    // Without ResizeObserver (a test DOM), the first measure stands.
    if (typeof ResizeObserver === 'undefined') return;
    // The nav's width follows the window; the copy's width follows the entries, their language and the fonts.
    const observer = new ResizeObserver(fit);
    observer.observe(nav);
    observer.observe(measure);
    return () => observer.disconnect();
  }, []);

  const shown = entries.slice(0, count);
  const hidden = entries.slice(count);
  const isActive = (entry: NavEntry) =>
    entry.to !== undefined && (entry.to === '/' ? pathname === '/' : pathname.startsWith(entry.to));
  const itemClass = (active: boolean) => `main-nav__item${active ? ' main-nav__item--active' : ''}`;

  return (
    <nav ref={navRef} className={['main-nav', className].filter(Boolean).join(' ')} aria-label={t('nav.main')}>
      {/* Not seen or read: measures what each entry would take, whatever is shown. */}
      <ul ref={measureRef} className="main-nav__list main-nav__measure" aria-hidden="true">
        {entries.map((entry) => (
          <li key={entry.key} className="main-nav__item">
            {entry.label}
          </li>
        ))}
        <li className="main-nav__item">
          {t('nav.more')}
          <ChevronDownIcon size={16} />
        </li>
      </ul>
      <ul className="main-nav__list">
        {shown.map((entry) => (
          <li key={entry.key}>
            {entry.to !== undefined ? (
              <NavLink to={entry.to} end={entry.to === '/'} className={({ isActive: on }) => itemClass(on)}>
                {entry.label}
              </NavLink>
            ) : (
              <button type="button" className="main-nav__item" onClick={entry.run}>
                {entry.label}
              </button>
            )}
          </li>
        ))}
        {hidden.length > 0 ? (
          <li>
            <DropdownMenu.Root>
              <DropdownMenu.Trigger
                className={itemClass(hidden.some(isActive))}
                aria-label={t('nav.moreOf', { items: hidden.map((e) => e.label).join(', ') })}
                data-testid="main-nav-more"
              >
                {t('nav.more')}
                <ChevronDownIcon size={16} />
              </DropdownMenu.Trigger>
              <DropdownMenu.Portal>
                <DropdownMenu.Content className="main-nav__menu" align="start" sideOffset={6}>
                  {hidden.map((entry) =>
                    entry.to !== undefined ? (
                      <DropdownMenu.Item key={entry.key} asChild>
                        <NavLink to={entry.to} end={entry.to === '/'} className="main-nav__menu-item">
                          {entry.label}
                        </NavLink>
                      </DropdownMenu.Item>
                    ) : (
                      <DropdownMenu.Item key={entry.key} className="main-nav__menu-item" onSelect={entry.run}>
                        {entry.label}
                      </DropdownMenu.Item>
                    ),
                  )}
                </DropdownMenu.Content>
              </DropdownMenu.Portal>
            </DropdownMenu.Root>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
