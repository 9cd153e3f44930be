import { Button, FileButton, Group, Input, Paper, Stack, Text } from '@mantine/core';
import { type DragEvent, useId, useRef, useState } from 'react';
import classes from './partitions-file-field.module.css';

type PartitionsFileFieldProps = {
  file: File | null;
  /** What is wrong with the file (picked, checked or imported), shown under the field. */
  error: string | undefined;
  isDisabled: boolean;
  onPick: (file: File) => void;
};

/** '12.4 kB', '1.0 MB'. */
function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} kB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * The CSV file of the partitions import: chosen with the button (keyboard and screen readers) or
 * dropped on the frame. The checks of the file happen when it is checked or imported.
 */
export function PartitionsFileField({ file, error, isDisabled, onPick }: PartitionsFileFieldProps) {
  const inputId = useId();
  const errorId = useId();
  const [isOver, setOver] = useState(false);
  // Clears the hidden input, so choosing the same file again (after editing it) still counts.
  const resetRef = useRef<() => void>(null);
  const handlePick = (picked: File | null) => {
    resetRef.current?.();
    if (picked) onPick(picked);
  };
  const handleDragOver = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    if (!isDisabled) setOver(true);
  };
  const handleDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped && !isDisabled) onPick(dropped);
  };
  return (
    <Input.Wrapper
      id={inputId}
      label="CSV file"
      description="The columns of partitions.csv, at most 1MB."
      error={error}
      errorProps={{ id: errorId }}
    >
      <Paper
        withBorder
        p="md"
        mt={6}
        className={classes.frame}
        data-over={isOver || undefined}
        data-invalid={error ? true : undefined}
        onDragOver={handleDragOver}
        onDragLeave={() => setOver(false)}
        onDrop={handleDrop}
      >
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Stack gap={2} className={classes.name}>
            <Text fw={500}>{file ? file.name : 'Drop a CSV file here'}</Text>
            <Text size="xs" c="dimmed">
              {file ? sizeText(file.size) : 'or choose one from your computer'}
            </Text>
          </Stack>
          <FileButton
            onChange={handlePick}
            accept=".csv,text/csv"
            resetRef={resetRef}
            disabled={isDisabled}
            inputProps={{ id: inputId }}
          >
            {(props) => (
              <Button
                variant="default"
                disabled={isDisabled}
                aria-describedby={error ? errorId : undefined}
                {...props}
              >
                {file ? 'Choose another file' : 'Choose file'}
              </Button>
            )}
          </FileButton>
        </Group>
      </Paper>
    </Input.Wrapper>
  );
}
