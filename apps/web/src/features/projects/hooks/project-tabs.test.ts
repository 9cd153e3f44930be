import { ANONYMOUS_VIEWER, type Viewer } from '@roomtone/contracts';
import { describe, expect, it } from 'vitest';
import { projectTabOf, projectTabsFor } from './project-tabs.ts';

const member: Viewer = { ...ANONYMOUS_VIEWER, isAuthenticated: true, isVerified: true };
const pro: Viewer = { ...member, subscriptionType: 'pro-monthly' };

describe('project tabs', () => {
  it('gives pro users every tab and the phases tab by default', () => {
    expect(projectTabsFor(pro).map((tab) => tab.value)).toEqual([
      'phases',
      'rooms',
      'partitions',
      'doors',
      'glazing',
      'measurements',
      'notes',
      'settings',
    ]);
    expect(projectTabOf('', pro)).toBe('phases');
    expect(projectTabOf('#notes', pro)).toBe('notes');
  });

  it('gives other users rooms and settings, rooms by default, even when the hash names a pro tab', () => {
    expect(projectTabsFor(member).map((tab) => tab.value)).toEqual(['rooms', 'settings']);
    expect(
      projectTabsFor({ ...member, subscriptionType: 'manufacturer-monthly' }).map((tab) => tab.value),
    ).toEqual(['rooms', 'settings']);
    expect(projectTabOf('', member)).toBe('rooms');
    expect(projectTabOf('#phases', member)).toBe('rooms');
    expect(projectTabOf('#settings', member)).toBe('settings');
  });
});
