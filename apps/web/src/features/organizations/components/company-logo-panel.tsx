import { Button, Center, FileButton, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { LIMITS, MESSAGES } from '@roomtone/contracts';
import { useEffect, useRef, useState } from 'react';
import { AlertList } from '../../../components/alert-list.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { organizationLogoUrl } from '../api/organization-queries.ts';
import { useUploadLogo } from '../api/use-organization-mutations.ts';

const ACCEPTED_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
const ACCEPTED = ACCEPTED_TYPES.join(',');
const NOT_AN_IMAGE = 'Only images (PNG, JPEG, GIF or WebP) can be used as a logo.';

/** True when the browser can draw the file as an image (a text file named .png cannot). */
async function decodes(file: File): Promise<boolean> {
  try {
    const bitmap = await createImageBitmap(file);
    bitmap.close();
    return true;
  } catch {
    return false;
  }
}

/**
 * Checks a picked file before it is previewed or sent: its size, its type and that it decodes
 * as an image. The server checks again, by content.
 */
async function problemOf(file: File): Promise<string | null> {
  if (file.size > LIMITS.logoMaxBytes) return MESSAGES.maxFileSize;
  if (!ACCEPTED_TYPES.includes(file.type)) return NOT_AN_IMAGE;
  if (!(await decodes(file))) return NOT_AN_IMAGE;
  return null;
}

/** Company logo: the current logo, Change to pick an image (at most 1MB) and Save to upload it. */
export function CompanyLogoPanel({ logoUpdatedOn }: { logoUpdatedOn: string | null }) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [alerts, setAlerts] = useState<string[]>([]);
  const [notice, setNotice] = useState<string[]>([]);
  const [isChecking, setChecking] = useState(false);
  // The stored logo (by its version) that failed to load, so it is not shown as a broken image.
  const [brokenVersion, setBrokenVersion] = useState<string | null>(null);
  const upload = useUploadLogo();
  // Clears the hidden input so picking the same file again still reports a change.
  const resetRef = useRef<() => void>(null);

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const handlePick = async (picked: File | null) => {
    setNotice([]);
    setAlerts([]);
    resetRef.current?.();
    if (!picked) return;
    setChecking(true);
    const problem = await problemOf(picked);
    setChecking(false);
    if (problem) {
      setFile(null);
      setAlerts([problem]);
      return;
    }
    setFile(picked);
  };

  const handleSave = async () => {
    if (!file) return;
    setAlerts([]);
    try {
      const answer = await upload.mutateAsync(file);
      setFile(null);
      setNotice([answer.message]);
    } catch (error) {
      setAlerts(error instanceof ApiError ? error.errors : [MESSAGES.unknownServerError]);
    }
  };

  const isStoredBroken = logoUpdatedOn !== null && brokenVersion === logoUpdatedOn;
  const stored = logoUpdatedOn && !isStoredBroken ? organizationLogoUrl(logoUpdatedOn) : null;
  const shown = preview ?? stored;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="company-logo-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="company-logo-title">
          Company logo
        </Title>
        <Center h={140} bg="var(--mantine-color-gray-0)" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
          {shown ? (
            <Image
              src={shown}
              alt="Company logo"
              mah={120}
              maw="90%"
              fit="contain"
              w="auto"
              onError={() => {
                if (shown === stored) setBrokenVersion(logoUpdatedOn);
              }}
            />
          ) : (
            <Text size="sm" c="dimmed">
              {isStoredBroken ? 'The saved logo could not be shown.' : 'No logo yet'}
            </Text>
          )}
        </Center>
        <Text size="xs" c="dimmed">
          {file
            ? `${file.name}, not saved yet.`
            : 'PNG, JPEG, GIF or WebP, at most 1MB. Shown on your reports.'}
        </Text>
        <AlertList messages={notice} color="green" onClose={() => setNotice([])} />
        <AlertList
          messages={alerts}
          onClose={(index) => setAlerts((list) => list.filter((_, i) => i !== index))}
        />
        <Group gap="sm">
          <FileButton
            onChange={(picked) => void handlePick(picked)}
            accept={ACCEPTED}
            resetRef={resetRef}
            inputProps={{ 'aria-label': 'Logo file' }}
          >
            {(props) => (
              <Button variant="default" loading={isChecking} {...props}>
                Change
              </Button>
            )}
          </FileButton>
          <Button onClick={() => void handleSave()} disabled={!file} loading={upload.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
