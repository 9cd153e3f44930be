import { Button, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { CalcDocument } from '@roomtone/contracts';
import { IconDownload } from '@tabler/icons-react';
import type { CalculatedRoom } from '../model/calculated-room.ts';
import { downloadBlob } from '../model/download.ts';
import { calculationCsvRows, resultsTableRows, toCsv, toTsv } from '../model/results-export.ts';

type ResultsExportMenuProps = { document: CalcDocument; result: CalculatedRoom | null };

function fileName(document: CalcDocument): string {
  const name = (document.name ?? '')
    .trim()
    .replace(/[^\w.-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${name === '' ? 'rt-calculation' : name}.csv`;
}

/** Copy the results table (tab-separated, for a spreadsheet) or download the whole calculation as CSV. */
export function ResultsExportMenu({ document, result }: ResultsExportMenuProps) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          size="compact-xs"
          variant="default"
          disabled={result === null}
          leftSection={<IconDownload size={14} aria-hidden />}
        >
          Export
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          onClick={() => {
            if (result === null) return;
            navigator.clipboard.writeText(toTsv(resultsTableRows(result))).then(
              () => notifications.show({ message: 'Results table copied: paste it into a spreadsheet.' }),
              () => notifications.show({ color: 'red', message: 'The browser did not allow copying.' }),
            );
          }}
        >
          Copy table
        </Menu.Item>
        <Menu.Item
          onClick={() => {
            if (result === null) return;
            const csv = toCsv(calculationCsvRows(document, result));
            downloadBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), fileName(document));
          }}
        >
          Download CSV
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
