import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';

export interface TabItem<T extends string = string> {
  id: T;
  label: ReactNode;
}

/** `section`: tabs inside a dashboard; `page`: a page's top-level tabs (no wrapping labels, roomier panel). */
export type TabsLook = 'section' | 'page';

export interface TabsProps<T extends string> {
  /** Names the tab list for screen readers (e.g. "Dashboard sections"). */
  label: string;
  tabs: readonly TabItem<T>[];
  selected: T;
  onSelect: (id: T) => void;
  /** The selected tab's panel. */
  children: ReactNode;
  className?: string;
  look?: TabsLook;
}

const LOOKS: Record<TabsLook, { tab: string; active: string; idle: string; panel: string }> = {
  section: {
    tab: 'min-h-11 shrink-0 border-b-2 px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600',
    active: 'border-teal-700 text-teal-800',
    idle: 'border-transparent text-slate-600 hover:text-slate-900',
    panel: 'pt-4 focus-visible:outline-2 focus-visible:outline-teal-600',
  },
  page: {
    tab: 'min-h-11 shrink-0 whitespace-nowrap border-b-2 px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-teal-600',
    active: 'border-teal-700 text-teal-800',
    idle: 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900',
    panel: 'pt-6 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-teal-600',
  },
};

/**
 * WAI-ARIA tabs on Radix Tabs (ADR 0069), controlled by the caller: automatic activation (focus selects), a roving
 * tabindex with Left/Right wrapping and Home/End, and one tabpanel — the selected tab's — labelled by its tab.
 */
export function Tabs<T extends string>({ label, tabs, selected, onSelect, children, className = '', look = 'section' }: TabsProps<T>) {
  const classes = LOOKS[look];
  // Radix reports a plain string; map it back to the caller's id type through the list rather than a cast.
  const select = (value: string) => {
    const tab = tabs.find((item) => item.id === value);
    if (tab) onSelect(tab.id);
  };
  return (
    <RadixTabs.Root value={selected} onValueChange={select} activationMode="automatic" className={className}>
      {/* The selected tab is the one tab stop (the APG pattern, as before Radix): Radix would leave every tab at -1
          and make the list itself the stop until a tab is focused. Its arrow keys and focus-selects stay Radix's. */}
      <RadixTabs.List aria-label={label} loop tabIndex={-1} className="flex flex-wrap gap-x-1 border-b border-slate-200">
        {tabs.map((tab) => (
          <RadixTabs.Trigger
            key={tab.id}
            value={tab.id}
            tabIndex={tab.id === selected ? 0 : -1}
            className={`${classes.tab} ${tab.id === selected ? classes.active : classes.idle}`}
          >
            {tab.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      <RadixTabs.Content value={selected} className={classes.panel}>
        {children}
      </RadixTabs.Content>
    </RadixTabs.Root>
  );
}
