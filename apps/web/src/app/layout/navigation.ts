import {
  canAdminister,
  canDownloadDesktop,
  canManageMembers,
  canSeeInquiries,
  canViewAcousticModels,
  settingsPath,
  type Viewer,
} from '@roomtone/contracts';
import { paths } from '../../lib/config/paths.ts';

/** One header link; `badge` names a live count shown beside it. */
export type NavItem = { label: string; to: string; badge?: 'unread-inquiries' };

/** The header's links for a viewer (docs/product/screens.md#other-screens and permissions.md). */
export function navigationFor(viewer: Viewer): NavItem[] {
  if (!viewer.isAuthenticated) {
    return [
      { label: 'RT Calculator', to: paths.publicRt },
      { label: 'Partitions', to: paths.publicPartitions },
      { label: 'Professionals', to: paths.professionals },
      { label: 'Suppliers', to: paths.suppliers },
      { label: 'About', to: paths.about },
      { label: 'Contact', to: paths.contact },
    ];
  }
  const items: NavItem[] = [
    { label: 'Dashboard', to: paths.dashboard },
    { label: 'Clients', to: paths.clients },
    { label: 'Partitions', to: paths.publicPartitions },
  ];
  if (canSeeInquiries(viewer)) {
    items.push({ label: 'Web Inquiries', to: paths.inquiries, badge: 'unread-inquiries' });
  }
  if (canManageMembers(viewer)) items.push({ label: 'Members', to: paths.members });
  if (canViewAcousticModels(viewer)) {
    items.push({ label: 'Acoustic Models', to: `${paths.organizationSettings}#models` });
  }
  items.push({ label: 'Settings', to: settingsPath(viewer) });
  if (canDownloadDesktop(viewer)) items.push({ label: 'Desktop Download', to: paths.desktopDownload });
  if (canAdminister(viewer)) items.push({ label: 'Admin', to: paths.admin });
  return items;
}
