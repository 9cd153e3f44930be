/** Every URL of the web app, written once (docs/product/screens.md). */
export const paths = {
  home: '/',
  landing: '/landing',
  suppliers: '/landing/suppliers',
  professionals: '/landing/professionals',
  contact: '/contact',
  about: '/about',
  privacy: '/privacy',
  terms: '/terms-of-service',
  notFound: '/notfound',
  publicPartitions: '/public/partitions',
  /** The partitions database showing the partitions of one STC (where a newly loaded one is). */
  publicPartitionsOfStc: (stc: number) => `/public/partitions?stcMin=${stc}&stcMax=${stc}`,
  publicRt: '/public/rt',
  sharedRt: (link: string, version?: number | string) =>
    version === undefined ? `/public/rt/${link}` : `/public/rt/${link}/${version}`,
  vendorRt: (vendorName: string) => `/v/${encodeURIComponent(vendorName)}/rt`,
  raytracer: '/public/raytracer',
  desktopDownload: '/landing/professionals#desktop',

  login: '/login',
  signup: '/signup',
  forgot: '/login/forgot',
  reset: '/login/reset',
  account: '/account',
  accountSettings: '/account/settings',
  verification: '/account/verification',

  clients: '/clients',
  client: (id: string) => `/clients/${id}`,
  dashboard: '/dashboard',
  inquiries: '/inquiries',
  inquiry: (id: string) => `/inquiries/${id}`,

  members: '/members',
  organization: '/organization',
  organizationSettings: '/organization/settings',

  project: (id: string) => `/project/${id}`,
  phase: (projectId: string, id: string) => `/project/${projectId}/phase/${id}`,
  room: (projectId: string, id: string) => `/project/${projectId}/room/${id}`,
  newCalculation: (projectId: string, roomId: string) => `/project/${projectId}/room/${roomId}/new`,
  editCalculation: (projectId: string, roomId: string, revId: string) =>
    `/project/${projectId}/room/${roomId}/edit/${revId}`,
  /** The room's ray tracer; with a raytracer revision's id, that saved simulation. */
  roomRaytracer: (projectId: string, roomId: string, raytraceId?: string) =>
    raytraceId === undefined
      ? `/project/${projectId}/room/${roomId}/raytracer`
      : `/project/${projectId}/room/${roomId}/raytracer?revision=${encodeURIComponent(raytraceId)}`,
  report: (projectId: string, roomId: string, revId: string) =>
    `/project/${projectId}/room/${roomId}/edit/${revId}/report`,

  admin: '/admin',
  adminUsers: '/admin/users',
  adminUser: (id: string) => `/admin/users/${id}`,
  adminAccounts: '/admin/accounts',
  adminOrganizations: '/admin/organizations',
  adminOrganization: (id: string) => `/admin/organizations/${id}`,
  adminAdministrators: '/admin/administrators',
  adminGroups: '/admin/admin-groups',
  adminStatuses: '/admin/statuses',
  adminCategories: '/admin/categories',
  adminFinishes: '/admin/finishes',
  adminLogs: '/admin/logs',
  adminOrders: '/admin/orders',
  adminOrder: (id: string) => `/admin/orders/${id}`,
  adminPromoCodes: '/admin/promo-codes',
  adminPartitions: '/admin/partitions',
} as const;
