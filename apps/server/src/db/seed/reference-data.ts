/**
 * Reference data loaded at every start (idempotent). Finish rows themselves are loaded by the
 * finishes seed; the categories are listed here so they exist before any finish does.
 */
export const FINISH_CATEGORIES: readonly { name: string; isPublic: boolean }[] = [
  { name: 'Acoustic panels', isPublic: true },
  { name: 'Ceilings', isPublic: true },
  { name: 'Walls', isPublic: true },
  { name: 'Masonry', isPublic: true },
  { name: 'Wood', isPublic: true },
  { name: 'Glass', isPublic: true },
  { name: 'Doors', isPublic: true },
  { name: 'Openings', isPublic: true },
  { name: 'Floors', isPublic: true },
  { name: 'Carpets', isPublic: true },
  { name: 'Curtains and drapery', isPublic: true },
  { name: 'Seating and audience', isPublic: true },
  { name: 'People', isPublic: true },
  { name: 'Miscellaneous', isPublic: false },
];

/** Statuses an acoustic model order moves through, in order. */
export const ACOUSTIC_MODEL_STATUSES: readonly string[] = [
  'Ordered',
  'Awaiting drawings',
  'In progress',
  'Under review',
  'Delivered',
  'Cancelled',
];

/** Admin groups created at first start. */
export const ADMIN_GROUPS: readonly { name: string; permissions: readonly string[] }[] = [
  {
    name: 'Root',
    permissions: [
      'users',
      'accounts',
      'organizations',
      'administrators',
      'admin-groups',
      'statuses',
      'categories',
      'finishes',
      'logs',
    ],
  },
];

/** Configuration keys with their initial values. */
export const CONFIGURATION_DEFAULTS: Readonly<Record<string, string>> = {
  'finishes.version': '1',
};
