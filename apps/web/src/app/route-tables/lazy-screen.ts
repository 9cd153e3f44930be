import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { type Access, guard } from '../guards.ts';

/** Loads a screen's module on first visit: each route's code is its own chunk. */
type Lazy = () => Promise<ComponentType>;

/** A guarded, lazily loaded screen. */
export function screen(path: string, access: Access, load: Lazy): RouteObject {
  return { path, loader: guard(access), lazy: async () => ({ Component: await load() }) };
}

/** A screen of the admin area; the `/admin` parent route guards every one of them. */
export function adminScreen(path: string | undefined, load: Lazy): RouteObject {
  const lazy = async () => ({ Component: await load() });
  return path === undefined ? { index: true, lazy } : { path, lazy };
}
