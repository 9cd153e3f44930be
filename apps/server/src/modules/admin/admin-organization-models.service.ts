import { ADMIN_MESSAGES } from '@roomtone/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AdminCaller } from './admin-access.ts';
import { auditAdminChange } from './admin-audit.ts';
import { findStatusName, listModelsOf, setModelStatus } from './admin-organizations.repo.ts';

/**
 * `PUT /api/admin/organizations/{id}/models/{modelId}/status`: moves an organization's acoustic
 * model to a status of `/admin/statuses` (or to none); audited with the status it had.
 */
export async function changeModelStatus(
  db: Db,
  caller: AdminCaller,
  organizationId: string,
  modelId: string,
  statusId: string | null,
): Promise<void> {
  const model = (await listModelsOf(db, organizationId)).find((candidate) => candidate.id === modelId);
  if (!model) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.modelNotFound);
  const statusName = statusId ? await findStatusName(db, statusId) : null;
  if (statusName === undefined) {
    throw new AppError('NOT_FOUND', ADMIN_MESSAGES.statusNotFound, {
      errfor: { statusId: ADMIN_MESSAGES.statusNotFound },
    });
  }
  await db.transaction(async (tx) => {
    await setModelStatus(tx, organizationId, modelId, statusId);
    await auditAdminChange(tx, caller, 'organization.model.status', model.name || model.id, {
      organizationId,
      modelId,
      from: model.statusName,
      to: statusName,
    });
  });
}
