import type { ReactNode } from 'react';
import { Tabs } from '@vetnow/web-kit/ui/tabs';

export interface TabItem<Id extends string> {
  id: Id;
  label: ReactNode;
  panel: ReactNode;
}

export interface ProfileTabsProps<Id extends string> {
  /** Accessible name of the tab list. */
  label: string;
  tabs: ReadonlyArray<TabItem<Id>>;
  selected: Id;
  onSelect: (id: Id) => void;
}

/**
 * The profile page's tabs: the kit's Tabs (Radix, automatic activation) in its page look, each tab bringing its own
 * panel; an unknown `selected` shows the first tab, and only the selected panel is rendered.
 */
export function ProfileTabs<Id extends string>({ label, tabs, selected, onSelect }: ProfileTabsProps<Id>) {
  const current = tabs.find((tab) => tab.id === selected) ?? tabs[0];
  if (!current) return null;
  return (
    <Tabs look="page" label={label} tabs={tabs} selected={current.id} onSelect={onSelect}>
      {current.panel}
    </Tabs>
  );
}
