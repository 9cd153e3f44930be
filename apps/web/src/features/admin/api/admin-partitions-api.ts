import type {
  AdminPartitionImportBody,
  AdminPartitionImportReport,
  AdminPartitionImportResponse,
} from '@roomtone/contracts';
import { api } from '../../../lib/api-client.ts';

/** Checks (dry run) or imports a CSV of laboratory partitions; answers the report. */
export async function importPartitions(body: AdminPartitionImportBody): Promise<AdminPartitionImportReport> {
  return (await api.post<AdminPartitionImportResponse>('/api/admin/partitions/import', body)).report;
}
