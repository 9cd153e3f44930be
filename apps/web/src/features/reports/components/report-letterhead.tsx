import { Box, Group, Stack, Text } from '@mantine/core';
import type { RoomReport } from '@roomtone/contracts';
import { reportLogoUrl } from '../api/report-queries.ts';
import classes from './report.module.css';

type ReportLetterheadProps = { organization: RoomReport['organization'] };

/** The firm's letterhead: its logo at the configured width, its name and address. */
export function ReportLetterhead({ organization }: ReportLetterheadProps) {
  const hasLogo = organization.logoUpdatedOn !== null && organization.logoWidthPercent > 0;
  return (
    <Group
      component="header"
      justify="space-between"
      align="flex-start"
      gap="md"
      wrap="wrap"
      className={classes.letterhead}
    >
      {hasLogo && organization.logoUpdatedOn !== null ? (
        <Box w={`${organization.logoWidthPercent}%`} miw={80} className={classes.logoBox}>
          <img
            src={reportLogoUrl(organization.logoUpdatedOn)}
            alt={`${organization.name} logo`}
            className={classes.logo}
            data-testid="report-logo"
          />
        </Box>
      ) : null}
      <Stack gap={2} className={classes.firm} ml="auto">
        <Text fw={700} size="lg" c="var(--report-accent)" data-testid="report-firm">
          {organization.name}
        </Text>
        {organization.addressLines.map((line) => (
          <Text key={line} size="sm" c="dimmed">
            {line}
          </Text>
        ))}
      </Stack>
    </Group>
  );
}
