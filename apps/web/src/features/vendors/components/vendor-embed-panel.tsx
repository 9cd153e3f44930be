import {
  Alert,
  Button,
  Code,
  CopyButton,
  Group,
  Loader,
  Paper,
  Stack,
  Switch,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { MESSAGES, VENDOR_FRAME_ORIGINS_MAX } from '@roomtone/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { type EmbedSettings, embedQueries, useSaveEmbedSettings } from '../api/embed-settings.ts';
import { embedSnippet } from './embed-snippet.ts';

const originsOf = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((origin) => origin.trim())
    .filter((origin) => origin !== '');

function EmbedForm({ embed }: { embed: EmbedSettings }) {
  const [originsText, setOriginsText] = useState(embed.frameOrigins.join('\n'));
  const [showsExperimental, setShowsExperimental] = useState(embed.showsExperimental);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const save = useSaveEmbedSettings();
  useEffect(() => setOriginsText(embed.frameOrigins.join('\n')), [embed.frameOrigins]);

  const handleSave = async () => {
    setError(null);
    setSaved(false);
    try {
      await save.mutateAsync({ frameOrigins: originsOf(originsText), showsExperimental });
      setSaved(true);
    } catch (failure) {
      const fieldMessage = failure instanceof ApiError ? Object.values(failure.errfor)[0] : undefined;
      setError(fieldMessage ?? (failure instanceof Error ? failure.message : MESSAGES.unknownServerError));
    }
  };

  return (
    <Stack gap="sm">
      <Textarea
        label="Sites that may embed the calculator"
        description={`One origin per line, such as https://www.example.com (at most ${VENDOR_FRAME_ORIGINS_MAX}). Every other site is refused.`}
        autosize
        minRows={2}
        value={originsText}
        onChange={(event) => setOriginsText(event.currentTarget.value)}
        error={error}
      />
      <Switch
        label="Show the Experimental section in the calculator"
        checked={showsExperimental}
        onChange={(event) => setShowsExperimental(event.currentTarget.checked)}
      />
      <Group gap="sm">
        <Button onClick={handleSave} loading={save.isPending}>
          Save embedding
        </Button>
        {saved ? (
          <Text size="sm" c="green" role="status">
            {MESSAGES.changesSaved}
          </Text>
        ) : null}
      </Group>
    </Stack>
  );
}

/** Organization settings: the vendor calculator's embed snippet and the sites allowed to frame it. */
export function VendorEmbedPanel({ displayName }: { displayName: string }) {
  const embed = useQuery(embedQueries.detail());
  const snippet = embed.data?.vendorName
    ? embedSnippet(window.location.origin, embed.data.vendorName, displayName || embed.data.vendorName)
    : '';
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="vendor-embed-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="vendor-embed-title">
          Embed your calculator
        </Title>
        {embed.isPending ? <Loader size="sm" aria-label="Loading the embedding settings" /> : null}
        {embed.isError ? (
          <Alert color="red" role="alert">
            {embed.error.message}
          </Alert>
        ) : null}
        {embed.data && embed.data.vendorName === null ? (
          <Text size="sm" c="dimmed">
            Choose a vendor name above and save it to get your calculator's address and embed code.
          </Text>
        ) : null}
        {embed.data && embed.data.vendorName !== null ? (
          <>
            <Text size="sm">
              Paste this into a page of your site. The script sizes the frame to the calculator.
            </Text>
            <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} aria-label="Embed code">
              {snippet}
            </Code>
            <CopyButton
              value={embedSnippet(window.location.origin, embed.data.vendorName, embed.data.vendorName)}
            >
              {({ copied, copy }) => (
                <Button variant="default" onClick={copy} w="fit-content">
                  {copied ? 'Copied' : 'Copy embed code'}
                </Button>
              )}
            </CopyButton>
          </>
        ) : null}
        {embed.data ? <EmbedForm embed={embed.data} /> : null}
      </Stack>
    </Paper>
  );
}
