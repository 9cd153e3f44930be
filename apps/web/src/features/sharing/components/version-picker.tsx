import { Select } from '@mantine/core';
import type { ShareVersion } from '@roomtone/contracts';

type VersionPickerProps = { versions: ShareVersion[]; version: number; onPick: (version: number) => void };

const DATE_FORMAT = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

/** Picks one version of a shared calculation (newest first). */
export function VersionPicker({ versions, version, onPick }: VersionPickerProps) {
  return (
    <Select
      label="Version"
      allowDeselect={false}
      maw={420}
      comboboxProps={{ withinPortal: true }}
      maxDropdownHeight={200}
      value={String(version)}
      data={versions.map((entry) => ({
        value: String(entry.version),
        label: `Version ${entry.version} · ${DATE_FORMAT.format(new Date(entry.createdOn))} · ${entry.message}`,
      }))}
      onChange={(value) => {
        if (value !== null) onPick(Number(value));
      }}
    />
  );
}
