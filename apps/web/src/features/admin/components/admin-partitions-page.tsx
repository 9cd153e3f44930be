import { Alert, Anchor, Button, Center, Code, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import {
  AdminPartitionImportBodySchema,
  type AdminPartitionImportReport,
  PARTITIONS_IMPORT_MAX_BYTES,
  PARTITIONS_IMPORT_MESSAGES,
} from '@roomtone/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { AlertList } from '../../../components/alert-list.tsx';
import { paths } from '../../../lib/config/paths.ts';
import { importPartitions } from '../api/admin-partitions-api.ts';
import { AdminPage } from './admin-page.tsx';
import { countText } from './admin-paged-table.tsx';
import { PartitionsFileField } from './partitions-file-field.tsx';
import { PartitionsImportReport } from './partitions-import-report.tsx';
import { useAdminAction } from './use-admin-action.ts';

const CHOOSE_FIRST = 'Choose a CSV file first.';

/** The body of a check or an import of `file`, or what is wrong with the file, by the contract's rules. */
async function bodyOf(file: File, isDryRun: boolean) {
  if (file.size > PARTITIONS_IMPORT_MAX_BYTES) return { problem: PARTITIONS_IMPORT_MESSAGES.tooLarge };
  let csv: string;
  try {
    csv = await file.text();
  } catch {
    return { problem: 'The file could not be read. Choose it again.' };
  }
  const parsed = AdminPartitionImportBodySchema.safeParse({ fileName: file.name, csv, isDryRun });
  if (!parsed.success)
    return { problem: parsed.error.issues[0]?.message ?? PARTITIONS_IMPORT_MESSAGES.notCsv };
  return { body: parsed.data };
}

function successMessage(report: AdminPartitionImportReport): string {
  if (report.isDryRun) return 'Check finished';
  return `${countText(report.loaded.length, 'partition', 'partitions')} loaded`;
}

/**
 * `/admin/partitions`: laboratory test data into the public partitions database. The operator
 * picks (or drops) a CSV in the columns of partitions.csv, checks it (a dry run: the report of
 * what would be loaded and refused, and why), then imports the rows the check accepted.
 */
export function AdminPartitionsPage() {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [report, setReport] = useState<AdminPartitionImportReport | null>(null);
  // The file the shown report is about: Import needs a check of the file as it was chosen.
  const [reportedFile, setReportedFile] = useState<File | null>(null);
  const action = useAdminAction(importPartitions, successMessage);
  const [pendingRun, setPendingRun] = useState<'check' | 'import' | null>(null);

  const handlePick = (picked: File) => {
    setFile(picked);
    setFileError(undefined);
    setReport(null);
    setReportedFile(null);
    action.clear();
  };

  const run = async (isDryRun: boolean) => {
    action.clear();
    setFileError(undefined);
    if (!file) {
      setFileError(CHOOSE_FIRST);
      return;
    }
    setPendingRun(isDryRun ? 'check' : 'import');
    const request = await bodyOf(file, isDryRun);
    if (request.body) {
      const result = await action.execute(request.body);
      if (result) {
        setReport(result);
        setReportedFile(file);
      }
    } else {
      setFileError(request.problem);
    }
    setPendingRun(null);
  };

  const isBusy = pendingRun !== null;
  const fieldError = fileError ?? action.errfor.csv ?? action.errfor.fileName;
  const alerts = action.errors.filter((message) => message !== fieldError);
  const canImport = !isBusy && report?.isDryRun === true && reportedFile === file && report.loaded.length > 0;
  const importHint = (() => {
    if (!file) return 'Choose a file, then check it.';
    if (report === null || reportedFile !== file)
      return 'Check the file first: Import loads what the check accepts.';
    if (!report.isDryRun) return 'This file is imported. Choose another file to import more.';
    if (report.loaded.length === 0) return 'No row of this file can be loaded.';
    return `Import loads the ${countText(report.loaded.length, 'row', 'rows')} the check accepted.`;
  })();

  return (
    <AdminPage title="Partitions import">
      <Text size="sm" c="dimmed" maw={760}>
        Loads laboratory test data into the{' '}
        <Anchor component={Link} to={paths.publicPartitions}>
          public partitions database
        </Anchor>
        . The file is a CSV with the columns of partitions.csv:{' '}
        <Code>id, category, description, element_codes, stc, lab, test_no, test_date, t50 … t6300</Code>{' '}
        (element codes separated by ';', the test date as YYYY-MM-DD, transmission loss in dB). A check loads
        nothing; an import loads the valid rows and refuses the others with every reason.
      </Text>
      <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="md">
          <PartitionsFileField file={file} error={fieldError} isDisabled={isBusy} onPick={handlePick} />
          <AlertList messages={alerts} onClose={() => action.clear()} />
          <Group gap="sm" wrap="wrap">
            <Button
              variant="default"
              onClick={() => void run(true)}
              loading={pendingRun === 'check'}
              disabled={isBusy && pendingRun !== 'check'}
            >
              Check (dry run)
            </Button>
            <Button
              onClick={() => void run(false)}
              loading={pendingRun === 'import'}
              disabled={!canImport && pendingRun !== 'import'}
            >
              Import
            </Button>
          </Group>
          <Text size="xs" c="dimmed">
            {importHint}
          </Text>
        </Stack>
      </Paper>
      {pendingRun !== null && file ? (
        <Center py="lg">
          <Group gap="sm" role="status">
            <Loader size="sm" />
            <Text size="sm">
              {pendingRun === 'check' ? 'Checking' : 'Importing'} {file.name}…
            </Text>
          </Group>
        </Center>
      ) : null}
      {pendingRun === null && report ? <PartitionsImportReport report={report} /> : null}
      {pendingRun === null && !report && !fieldError && alerts.length === 0 ? (
        <Alert color="gray" variant="light">
          No report yet: choose a file and check it. The report lists each row by its line in the file.
        </Alert>
      ) : null}
    </AdminPage>
  );
}
