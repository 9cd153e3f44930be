import { randomUUID } from 'node:crypto';

/** An e-mail address no account has yet. */
export const newEmail = () => `new-${randomUUID().slice(0, 8)}@example.com`;
