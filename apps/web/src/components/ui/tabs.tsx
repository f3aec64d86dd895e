import { Tabs as RadixTabs } from 'radix-ui';
import { type ReactNode, useRef, useState } from 'react';
import { useRevealSelected } from './reveal-selected';
import './tabs.css';

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  items: TabItem[];
  label: string;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  orientation?: 'horizontal' | 'vertical';
}

/**
 * Tabs with arrow-key navigation between triggers (WAI-ARIA tabs pattern). Where the triggers scroll sideways (a phone),
 * the selected one is kept in view.
 */
export function Tabs({ items, label, value, defaultValue, onValueChange, orientation = 'horizontal' }: TabsProps) {
  const list = useRef<HTMLDivElement>(null);
  const [chosen, setChosen] = useState(defaultValue ?? items[0]?.value);
  const selected = value ?? chosen;
  useRevealSelected(list, '.tabs__trigger[data-state="active"]', `${selected}|${items.length}`);
  return (
    <RadixTabs.Root
      className={`tabs tabs--${orientation}`}
      value={value}
      defaultValue={defaultValue ?? items[0]?.value}
      onValueChange={(next) => {
        setChosen(next);
        onValueChange?.(next);
      }}
      orientation={orientation}
    >
      <RadixTabs.List ref={list} className="tabs__list" aria-label={label}>
        {items.map((item) => (
          <RadixTabs.Trigger key={item.value} value={item.value} className="tabs__trigger" disabled={item.disabled}>
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className="tabs__panel">
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
