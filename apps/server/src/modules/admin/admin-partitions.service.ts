import {
  type AdminPartitionImportBodySchema,
  type AdminPartitionImportReport,
  PARTITIONS_IMPORT_MESSAGES,
} from '@roomtone/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { importPartitionsCsv } from '../partitions/partitions-import.service.ts';
import type { AdminCaller } from './admin-access.ts';
import { auditAdminChange } from './admin-audit.ts';

type ImportBody = z.output<typeof AdminPartitionImportBodySchema>;

/** How many loaded ids the audit entry names; the count says the rest. */
const AUDITED_IDS = 50;

function idsText(ids: string[]): string {
  const named = ids.slice(0, AUDITED_IDS).join(', ');
  return ids.length > AUDITED_IDS ? `${named} and ${ids.length - AUDITED_IDS} more` : named;
}

/**
 * The partitions import of the admin area: the importer of `npm run partitions:import` on an
 * uploaded file. A file that cannot be read as `partitions.csv` (its columns, its CSV) is refused
 * at the file field and nothing is loaded; otherwise the report lists every row, loaded or refused
 * with its reasons. A real import is audited, whatever it loaded; a dry run changes nothing.
 */
export async function importPartitionsFile(
  db: Db,
  caller: AdminCaller,
  body: ImportBody,
): Promise<AdminPartitionImportReport> {
  const report = await importPartitionsCsv(db, body.csv, { isDryRun: body.isDryRun });
  if (report.fileErrors.length > 0) {
    const message = `${PARTITIONS_IMPORT_MESSAGES.notReadable} ${report.fileErrors.join('; ')}.`;
    throw new AppError('BAD_REQUEST', '', { errfor: { csv: message } });
  }
  if (!report.isDryRun) {
    await auditAdminChange(db, caller, 'partitions.import', body.fileName, {
      loaded: report.loaded.length,
      refused: report.refused.length,
      ids: idsText(report.loaded.map((row) => row.id)),
    });
  }
  return {
    fileName: body.fileName,
    isDryRun: report.isDryRun,
    loaded: report.loaded,
    refused: report.refused,
  };
}
