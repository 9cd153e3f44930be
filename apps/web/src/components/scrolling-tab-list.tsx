import { Tabs } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';

type ScrollingTabListProps = {
  /** The selected tab's value: when it changes, that tab is scrolled into view. */
  activeTab: string;
  children: ReactNode;
};

/**
 * A tab list that stays on one line and scrolls sideways on a phone. A tab opened from the URL
 * hash may sit beyond the right edge, so the selected tab is brought into view.
 */
export function ScrollingTabList({ activeTab, children }: ScrollingTabListProps) {
  const listRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Mantine gives each tab the id `<tabs id>-tab-<value>`.
    const selected = listRef.current?.querySelector<HTMLElement>(`[role="tab"][id$="-tab-${activeTab}"]`);
    // jsdom has no scrollIntoView; `nearest` leaves the page itself where it is.
    selected?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [activeTab]);
  return (
    <Tabs.List ref={listRef} style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
      {children}
    </Tabs.List>
  );
}
