import { Tabs } from '@mantine/core';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render.tsx';
import { ScrollingTabList } from './scrolling-tab-list.tsx';

function renderTabs(activeTab: string) {
  return (
    <Tabs value={activeTab}>
      <ScrollingTabList activeTab={activeTab}>
        <Tabs.Tab value="profile">Profile</Tabs.Tab>
        <Tabs.Tab value="subscription">Subscription</Tabs.Tab>
      </ScrollingTabList>
    </Tabs>
  );
}

describe('ScrollingTabList', () => {
  const scrolled: string[] = [];
  const scrollIntoView = vi.fn(function (this: HTMLElement) {
    scrolled.push(this.textContent ?? '');
  });

  afterEach(() => {
    scrolled.length = 0;
    Reflect.deleteProperty(HTMLElement.prototype, 'scrollIntoView');
  });

  it('brings the selected tab into view, and again when another tab is selected', () => {
    Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', {
      value: scrollIntoView,
      configurable: true,
    });
    const { rerender } = renderWithProviders(renderTabs('subscription'));
    expect(screen.getByRole('tablist')).toHaveStyle({ flexWrap: 'nowrap' });
    expect(scrolled).toEqual(['Subscription']);
    rerender(renderTabs('profile'));
    expect(scrolled).toEqual(['Subscription', 'Profile']);
  });
});
