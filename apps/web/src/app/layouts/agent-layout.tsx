import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useSearchParams } from 'react-router';
import { BrandMark } from '@/components/ui/brand-mark';
import { Button } from '@/components/ui/button';
import { LogOutIcon } from '@/components/ui/menu-icons';
import { useRevealSelected } from '@/components/ui/reveal-selected';
import { AgentClock, DEFAULT_AGENT_PAGE, visibleAgentPages } from '@/features/agent';
import { requestSignOut } from '@/features/auth';
import { LanguageSelect, ThemeToggle } from '@/features/preferences';
import { useBootInfo } from '@/features/system';
import { useSessionStore } from '@/lib/session';
import './agent-layout.css';

/** The agent back office: left navigation of the agent pages, merchant time, nickname and sign out. */
export default function AgentLayout() {
  const { t } = useTranslation();
  const boot = useBootInfo();
  const merchant = boot?.info.merchant;
  const token = useSessionStore((s) => s.token);
  const nickname = useSessionStore((s) => s.nickname);
  const [params] = useSearchParams();
  const current = params.get('page') ?? DEFAULT_AGENT_PAGE;
  const pages = visibleAgentPages(boot?.features ?? {});
  // On a phone the navigation is a strip that scrolls sideways: the current page's entry stays in view.
  const nav = useRef<HTMLElement>(null);
  useRevealSelected(nav, '.agent-nav__item--active', `${current}|${pages.length}|${token !== null}`);

  return (
    <div className="agent-shell">
      <header className="agent-header">
        <Link to="/agent" className="agent-header__brand">
          <BrandMark size={28} />
          <span>{merchant?.name ?? t('app.name')}</span>
          <span className="agent-header__tag">{t('agent.centre')}</span>
        </Link>
        <AgentClock gmtOffsetMinutes={merchant?.gmtOffsetMinutes ?? 0} />
        <div className="agent-header__tools">
          <LanguageSelect compact />
          <ThemeToggle />
          {token ? (
            <>
              <span className="agent-header__nickname" data-testid="agent-nickname">
                {nickname ?? ''}
              </span>
              <Button
                variant="outline"
                size="sm"
                className="agent-header__sign-out"
                icon={<LogOutIcon size={16} />}
                title={t('auth.signOut')}
                onClick={requestSignOut}
              >
                {/* Only the icon shows on a phone; the name stays for screen readers. */}
                <span className="agent-header__sign-out-text">{t('auth.signOut')}</span>
              </Button>
            </>
          ) : null}
        </div>
      </header>
      <div className="agent-shell__body">
        <nav ref={nav} className="agent-nav" aria-label={t('agent.nav')}>
          <ul>
            {pages.map((page) => (
              <li key={page.key}>
                {/* A plain link: NavLink ignores the query, so it would mark every page of /agentHome as current. */}
                <Link
                  to={`/agentHome?page=${page.key}`}
                  className={`agent-nav__item${token && current === page.key ? ' agent-nav__item--active' : ''}`}
                  aria-current={token && current === page.key ? 'page' : undefined}
                >
                  {t(`agent.pages.${page.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" className="agent-main">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
