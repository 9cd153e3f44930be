import { errorUpdating } from '@roomtone/contracts';
import { withPrefix } from '../../../lib/form-errors.ts';

/**
 * Failure messages of organization saves read 'Error updating organization: ...'
 * (docs/product/messages.md#failures); the server's refusals already do, anything else (a network failure)
 * gets the prefix here.
 */
export const withOrganizationPrefix = withPrefix(errorUpdating('organization', ''));
