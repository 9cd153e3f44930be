export * from './auth.ts';
export * from './clients.ts';
export * from './commerce.ts';
export * from './finishes.ts';
export * from './organizations.ts';
export * from './partitions.ts';
export * from './projects.ts';
export * from './users.ts';
