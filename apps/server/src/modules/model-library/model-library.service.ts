import { type AcousticModel, PAYMENT_MESSAGES } from '@roomtone/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Fulfiller } from '../payments/fulfilment.service.ts';
import type { PaymentsService, Requester } from '../payments/payments.service.ts';
import { findFirstStatus, insertModels, listModelsByIds } from './model-library.repo.ts';

/** Delivers paid model credits: one acoustic model per credit, in the first status. */
export const fulfilModelCredits: Fulfiller = async (tx: Db, order) => {
  if (order.organizationId === null) throw new AppError('INTERNAL', 'A credit order names no organization');
  const status = await findFirstStatus(tx);
  const modelIds = await insertModels(tx, order.organizationId, status?.id ?? null, order.quantity);
  return { purpose: 'model-credits', modelIds };
};

/** `POST /api/model-library/create`: the acoustic models a paid credit order created (once). */
export async function createModels(
  context: AppContext,
  payments: PaymentsService,
  requester: Requester,
  paymentId: string,
  log: FastifyBaseLogger,
): Promise<{ models: AcousticModel[]; message: string }> {
  const result = await payments.complete(requester, paymentId, 'model-credits', log);
  if (result.purpose !== 'model-credits')
    throw new AppError('INTERNAL', 'The order delivered something else');
  const rows = await listModelsByIds(context.database.db, result.modelIds);
  return {
    models: rows.map((row) => ({
      id: row.id,
      statusName: row.statusName ?? 'Unknown',
      createdOn: row.createdOn.toISOString(),
    })),
    message: PAYMENT_MESSAGES.creditsAfterPayment,
  };
}
