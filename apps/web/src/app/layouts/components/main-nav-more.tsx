import { DropdownMenu } from 'radix-ui';
import { type ReactNode, useCallback, useEffect, useRef } from 'react';
import { NavLink } from 'react-router';
import { ChevronDownIcon } from '@/components/ui/form-icons';

export interface NavEntry {
  key: string;
  label: string;
  /** A count beside the label (the reward centre's red badge). */
  badge?: ReactNode;
  /** A page; otherwise `run` is the action. */
  to?: string;
  run?: () => void;
}

interface MoreMenuProps {
  label: string;
  ariaLabel: string;
  className: string;
  entries: NavEntry[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Opened from the keyboard before this code had loaded: the first item takes the focus, as a keyboard opening does. */
  focusFirstItem: boolean;
  /** The plain button this replaces had the focus: the trigger takes it. */
  focusTrigger: boolean;
}

/** The header's "More" menu, loaded apart from the home page's first view (main-nav.tsx). */
export default function MainNavMore({
  label,
  ariaLabel,
  className,
  entries,
  open,
  onOpenChange,
  focusFirstItem,
  focusTrigger,
}: MoreMenuProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusTrigger) triggerRef.current?.focus({ preventScroll: true });
  }, [focusTrigger]);
  // Focus already inside the menu is left where it is when the menu sets its focus on opening.
  const focusFirst = useCallback(
    (content: HTMLDivElement | null) => {
      if (content && focusFirstItem)
        content.querySelector<HTMLElement>('[role="menuitem"]')?.focus({ preventScroll: true });
    },
    [focusFirstItem],
  );
  return (
    <DropdownMenu.Root open={open} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger ref={triggerRef} className={className} aria-label={ariaLabel} data-testid="main-nav-more">
        {label}
        <ChevronDownIcon size={16} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="main-nav__menu" align="start" sideOffset={6} ref={focusFirst}>
          {entries.map((entry) =>
            entry.to !== undefined ? (
              <DropdownMenu.Item key={entry.key} asChild>
                <NavLink to={entry.to} end={entry.to === '/'} className="main-nav__menu-item">
                  {entry.label}
                </NavLink>
              </DropdownMenu.Item>
            ) : (
              <DropdownMenu.Item key={entry.key} className="main-nav__menu-item" onSelect={entry.run}>
                {entry.label}
                {entry.badge}
              </DropdownMenu.Item>
            ),
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
