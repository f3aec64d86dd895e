import { type KeyboardEvent, type PointerEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { ChevronDownIcon } from '@/components/ui/form-icons';
import { useRequireLogin } from '@/features/auth';
import { categoryPaths, useGameCategories } from '@/features/games';
import { PromotionBadge } from '@/features/promotions';
import { useFeature } from '@/features/system';
import { loadFirstViewChunk } from '@/lib/lazy';
import { useSessionStore } from '@/lib/session';
import type { NavEntry } from './main-nav-more';
import { useShare } from './use-share';

type MoreComponent = typeof import('./main-nav-more').default;
let moreLoaded: MoreComponent | null = null;
let moreLoading: Promise<MoreComponent> | null = null;

/**
 * The "More" menu's code: most of the header's script (Radix's menu, positioning, focus handling), in a chunk of its
 * own so that the home page's first view does not wait for it; until it is here "More" is a plain button.
 */
function loadMore(): Promise<MoreComponent> {
  moreLoading ??= loadFirstViewChunk(() => import('./main-nav-more')).then(
    (module) => {
      moreLoaded = module.default;
      return module.default;
    },
    (error: unknown) => {
      moreLoading = null;
      throw error;
    },
  );
  return moreLoading;
}

/** Starts loading the menu's code, leaving a failure to the next attempt. */
const preloadMore = () => void loadMore().catch(() => undefined);

// The header's navigation shows from 1024 px (header.css): there the menu's code is asked for with the home route's,
// and is usually here before "More" is drawn. Phones never load it.
if (typeof window !== 'undefined' && window.matchMedia?.('(min-width: 1024px)').matches) preloadMore();

/**
 * Spec §2 navigation: home, one item per category that has a vendor, promotions, Rewards, Share. Rewards shows with a
 * reward centre, to visitors not logged in (it asks them to log in first) or when the brand runs referral; members
 * otherwise reach the reward centre from the side menu and the member centre.
 */
function useNavEntries(): { entries: NavEntry[]; loading: boolean } {
  const { t } = useTranslation();
  const { withVendors, isLoading } = useGameCategories();
  const requireLogin = useRequireLogin();
  const navigate = useNavigate();
  const share = useShare();
  const loggedIn = useSessionStore((s) => s.token !== null);
  const rewardCentre = useFeature('REWCEN3');
  const referral = useFeature('REFERRAL3');
  const rewards = rewardCentre && (referral || !loggedIn);
  const entries: NavEntry[] = [
    { key: 'home', label: t('nav.home'), to: '/' },
    ...withVendors.map((category) => ({
      key: category,
      label: t(`categories.${category}`),
      to: categoryPaths[category],
    })),
    { key: 'promotions', label: t('nav.promotions'), to: '/promotions' },
    ...(rewards
      ? [
          {
            key: 'rewards',
            label: t('nav.rewards'),
            badge: <PromotionBadge />,
            run: () => requireLogin(() => void navigate('/member?tab=rewardCenter')),
          },
        ]
      : []),
    { key: 'share', label: t('nav.share'), run: () => void share() },
  ];
  return { entries, loading: isLoading };
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
  const { entries, loading } = useNavEntries();
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
    // Busy while the categories load: their items arrive then, and the ones that no longer fit move under "More".
    <nav
      ref={navRef}
      className={['main-nav', className].filter(Boolean).join(' ')}
      aria-label={t('nav.main')}
      aria-busy={loading || undefined}
    >
      {/* Not seen or read: measures what each entry would take, whatever is shown. */}
      <ul ref={measureRef} className="main-nav__list main-nav__measure" aria-hidden="true">
        {entries.map((entry) => (
          <li key={entry.key} className="main-nav__item">
            {entry.label}
            {entry.badge}
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
                {entry.badge}
              </button>
            )}
          </li>
        ))}
        {hidden.length > 0 ? (
          <li>
            <MoreMenu
              label={t('nav.more')}
              ariaLabel={t('nav.moreOf', { items: hidden.map((e) => e.label).join(', ') })}
              className={itemClass(hidden.some(isActive))}
              entries={hidden}
            />
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

/**
 * "More": until the menu's code is here, a plain button with the trigger's looks, label and test id that opens the
 * menu as its trigger does (a primary press, or Enter, Space or ArrowDown) once the code arrives.
 */
function MoreMenu({
  label,
  ariaLabel,
  className,
  entries,
}: {
  label: string;
  ariaLabel: string;
  className: string;
  entries: NavEntry[];
}) {
  const [open, setOpen] = useState(false);
  const [Menu, setMenu] = useState<MoreComponent | null>(() => moreLoaded);
  const [failure, setFailure] = useState<unknown>(null);
  /** The first opening came from the keyboard, before the menu's code was here. */
  const [fromKeyboard, setFromKeyboard] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [hadFocus, setHadFocus] = useState(false);
  useEffect(() => {
    // A hidden navigation (phones) waits for an opening; a shown one takes the menu as soon as its code is here, in
    // the plain button's place (and with its focus, when it had it).
    if (Menu || (!moreLoading && buttonRef.current?.offsetParent == null)) return;
    let live = true;
    loadMore().then(
      (loaded) => {
        if (!live) return;
        setHadFocus(document.activeElement !== null && document.activeElement === buttonRef.current);
        setMenu(() => loaded);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [Menu]);
  // A chunk that failed when the player asked for the menu: the route's error screen offers a reload (spec §8).
  if (failure) throw failure;

  const start = (keyboard: boolean) => {
    setFromKeyboard(keyboard);
    setOpen(true);
    loadMore().then((loaded) => setMenu(() => loaded), setFailure);
  };
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    // The menu tells keyboard openings apart itself once it is loaded.
    if (!next) setFromKeyboard(false);
  };
  if (Menu) {
    return (
      <Menu
        label={label}
        ariaLabel={ariaLabel}
        className={className}
        entries={entries}
        open={open}
        onOpenChange={onOpenChange}
        focusFirstItem={fromKeyboard}
        focusTrigger={hadFocus && !open}
      />
    );
  }
  return (
    <button
      ref={buttonRef}
      type="button"
      className={className}
      aria-label={ariaLabel}
      aria-haspopup="menu"
      aria-expanded={open}
      data-state={open ? 'open' : 'closed'}
      data-testid="main-nav-more"
      onPointerEnter={preloadMore}
      onFocus={preloadMore}
      onPointerDown={(event: PointerEvent) => {
        if (event.button !== 0 || event.ctrlKey) return;
        // As the menu's trigger: the focus goes to the menu, not to the button.
        event.preventDefault();
        start(false);
      }}
      onKeyDown={(event: KeyboardEvent) => {
        if (!['Enter', ' ', 'ArrowDown'].includes(event.key)) return;
        event.preventDefault();
        start(true);
      }}
    >
      {label}
      <ChevronDownIcon size={16} />
    </button>
  );
}
