import { Box, Group, Paper, Stack, Text } from '@mantine/core';
import { organizationLogoUrl } from '../api/organization-queries.ts';

type ReportHeaderPreviewProps = {
  organizationName: string;
  logoUpdatedOn: string | null;
  logoWidthPercent: number;
  reportText: string;
};

/**
 * A live preview of the reverberation report's header: the logo at its width (a percentage of
 * the page's content width; 0 leaves it out) and the report text.
 */
export function ReportHeaderPreview({
  organizationName,
  logoUpdatedOn,
  logoWidthPercent,
  reportText,
}: ReportHeaderPreviewProps) {
  const hasLogo = logoUpdatedOn !== null && logoWidthPercent > 0;
  return (
    <Paper withBorder p="md" bg="white" aria-label="Report header preview" role="img">
      <Stack gap="xs">
        {hasLogo ? (
          <Box w={`${logoWidthPercent}%`}>
            <img
              src={organizationLogoUrl(logoUpdatedOn)}
              alt=""
              style={{ display: 'block', width: '100%', height: 'auto' }}
            />
          </Box>
        ) : (
          <Text size="sm" c="dimmed">
            {logoUpdatedOn === null ? 'No logo: upload one on the Profile tab.' : 'The logo is hidden at 0%.'}
          </Text>
        )}
        <Group justify="space-between" align="baseline" wrap="nowrap" gap="xs">
          <Text fw={700}>Reverberation report</Text>
          <Text size="xs" c="dimmed">
            {organizationName}
          </Text>
        </Group>
        {reportText.trim() !== '' ? (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {reportText}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
