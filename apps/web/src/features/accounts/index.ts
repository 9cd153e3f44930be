/**
 * The accounts feature's public entry: what other features may use of it (docs/architecture.md,
 * "Rules of the house"). Everything else in this folder is the feature's own.
 */
export { useLogout } from './api/use-logout.ts';
