import { errorUpdating } from '@roomtone/contracts';

const PREFIX = errorUpdating('organization', '');

/**
 * Failure messages of organization saves read 'Error updating organization: ...' (SPEC section 8);
 * the server's refusals already do, anything else (a network failure) gets the prefix here.
 */
export function withOrganizationPrefix(messages: string[]): string[] {
  return messages.map((message) => (message.startsWith(PREFIX) ? message : `${PREFIX}${message}`));
}
