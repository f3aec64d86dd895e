import { Tabs as RadixTabs } from 'radix-ui';
import type { ReactNode } from 'react';
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

/** Tabs with arrow-key navigation between triggers (WAI-ARIA tabs pattern). */
export function Tabs({ items, label, value, defaultValue, onValueChange, orientation = 'horizontal' }: TabsProps) {
  return (
    <RadixTabs.Root
      className={`tabs tabs--${orientation}`}
      value={value}
      defaultValue={defaultValue ?? items[0]?.value}
      onValueChange={onValueChange}
      orientation={orientation}
    >
      <RadixTabs.List className="tabs__list" aria-label={label}>
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
