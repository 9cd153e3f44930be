import { canUseProProjectTools, type Viewer } from '@roomtone/contracts';

/** The tabs of a project page, in the order docs/product/screens.md#projects-phases-and-rooms lists them. */
export const PROJECT_TABS = [
  { value: 'phases', label: 'Phases', proOnly: true },
  { value: 'rooms', label: 'Rooms', proOnly: false },
  { value: 'partitions', label: 'Partitions', proOnly: true },
  { value: 'doors', label: 'Doors', proOnly: true },
  { value: 'glazing', label: 'Glazing', proOnly: true },
  { value: 'measurements', label: 'Measurements', proOnly: true },
  { value: 'notes', label: 'Notes', proOnly: true },
  { value: 'settings', label: 'Settings', proOnly: false },
] as const;

/** One tab of a project page. */
export type ProjectTab = (typeof PROJECT_TABS)[number]['value'];

/** The tabs a viewer sees: the pro-only ones only with the pro plan (docs/product/permissions.md#plans). */
export function projectTabsFor(viewer: Viewer): (typeof PROJECT_TABS)[number][] {
  const isPro = canUseProProjectTools(viewer);
  return PROJECT_TABS.filter((tab) => isPro || !tab.proOnly);
}

/** The tab shown for a URL hash: the hash's tab if the viewer has it, else phases for pro users, else rooms. */
export function projectTabOf(hash: string, viewer: Viewer): ProjectTab {
  const wanted = hash.replace(/^#/, '');
  const tabs = projectTabsFor(viewer);
  const match = tabs.find((tab) => tab.value === wanted);
  if (match) return match.value;
  return canUseProProjectTools(viewer) ? 'phases' : 'rooms';
}
