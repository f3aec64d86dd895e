import { type KeyboardEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CategoryIcon, HomeIcon } from '@/components/ui/menu-icons';
import type { LobbyTab } from '../lib/categories';
import { HeartIcon } from './game-icons';
import './lobby-menu.css';

export const lobbyPanelId = 'lobby-panel';
export const lobbyTabId = (tab: LobbyTab) => `lobby-tab-${tab}`;

/** The home lobby menu (spec §2): HOME, FAV, then the categories; arrow keys move between them (tabs pattern). */
export function LobbyMenu({
  tabs,
  value,
  onSelect,
}: {
  tabs: readonly LobbyTab[];
  value: LobbyTab;
  onSelect: (tab: LobbyTab) => void;
}) {
  const { t } = useTranslation();
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const buttons = [...(list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    buttons[(at + step + buttons.length) % buttons.length]?.focus();
    event.preventDefault();
  };
  return (
    <div className="lobby-menu" role="tablist" aria-label={t('games.lobby.menu')} ref={list} onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          id={lobbyTabId(tab)}
          aria-selected={tab === value}
          aria-controls={lobbyPanelId}
          tabIndex={tab === value ? 0 : -1}
          className="lobby-menu__tab"
          data-tab={tab}
          onClick={() => onSelect(tab)}
        >
          <span className="lobby-menu__icon">
            {tab === 'HOME' ? (
              <HomeIcon size={20} />
            ) : tab === 'FAV' ? (
              <HeartIcon size={20} />
            ) : (
              <CategoryIcon category={tab === 'EXCLUSIVE' ? 'RNG' : tab} size={20} />
            )}
          </span>
          <span>{t(`games.lobby.tabs.${tab}`)}</span>
        </button>
      ))}
    </div>
  );
}
