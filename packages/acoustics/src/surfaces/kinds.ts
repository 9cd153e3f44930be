/** Surface `type` strings of docs/product/data.md#surface-types and the kind of math each one uses. */
import type { Surface } from '../types.ts';

/** Finish-based surface types (plus any type starting with `sponsor-` or `vendor-`). */
export const FINISH_SURFACE_TYPES = [
  'multiaxis-search',
  'multiaxis-search-simple',
  'multiaxis-browse-common',
  'multiaxis-browse-organization',
  'multiaxis-custom-alpha',
] as const;

/** Surface types with their own rule, by type string. */
export const SPECIAL_SURFACE_TYPES = {
  'sabin-multiaxis-search': 'sabin',
  'multiaxis-search-variable': 'variable',
  'existing-room-rt': 'existing-room',
  'multiaxis-absorption-constant': 'absorption-constant',
  'audience-area': 'audience-area',
  'master-with-reducers': 'master-with-reducers',
} as const satisfies Record<string, Surface['kind']>;

/** Kind of math for a surface type string, or `null` for an unknown type. */
export function surfaceKindOfType(type: string): Surface['kind'] | null {
  if ((FINISH_SURFACE_TYPES as readonly string[]).includes(type)) return 'finish';
  if (type.startsWith('sponsor-') || type.startsWith('vendor-')) return 'finish';
  if (Object.hasOwn(SPECIAL_SURFACE_TYPES, type)) {
    return SPECIAL_SURFACE_TYPES[type as keyof typeof SPECIAL_SURFACE_TYPES];
  }
  return null;
}
