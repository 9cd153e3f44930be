import { Text, Title } from '@mantine/core';
import type { RoomReport } from '@roomtone/contracts';
import classes from './report.module.css';
import { ReportAppendix } from './report-appendix.tsx';
import { ReportFacts } from './report-facts.tsx';
import { ReportLetterhead } from './report-letterhead.tsx';
import { ReportNotes } from './report-notes.tsx';
import { ReportResults } from './report-results.tsx';
import { ReportSection } from './report-section.tsx';
import { ReportStandard } from './report-standard.tsx';
import { ReportSurfacesTable } from './report-surfaces-table.tsx';
import { ReportText } from './report-text.tsx';
import { ReportVariants } from './report-variants.tsx';

type ReportDocumentProps = { report: RoomReport };

/**
 * The reverberation report as the PDF has it, section by section: letterhead, title and report
 * text, project and room, surfaces, results with the graph (from a new printed page), the standard
 * and the variants when the room has them, warnings, notes, and the appendix (on a printed page of
 * its own).
 */
export function ReportDocument({ report }: ReportDocumentProps) {
  return (
    <article className={classes.document} data-report-root aria-labelledby="report-title">
      <ReportLetterhead organization={report.organization} />
      <Title order={1} id="report-title" className={classes.title}>
        {report.title}
      </Title>
      <Text c="dimmed" mb="md" data-testid="report-subtitle">
        {`${report.room.name} (no. ${report.room.number}) · ${report.project.name}`}
      </Text>
      <ReportText blocks={report.organization.reportText} />
      <ReportFacts
        columns={[
          { title: 'Project', facts: report.projectFacts },
          { title: 'Room', facts: report.roomFacts },
        ]}
      />
      <ReportSection id="report-surfaces" title="Surfaces">
        <ReportSurfacesTable surfaces={report.surfaces} bands={report.chart.bands} />
      </ReportSection>
      <ReportSection id="report-results" title={`Results: ${report.results.choiceText}`} startsPage>
        <ReportResults report={report} />
      </ReportSection>
      {report.standard === null ? null : (
        <ReportSection id="report-standard" title={`Standard: ${report.standard.name}`}>
          <ReportStandard standard={report.standard} />
        </ReportSection>
      )}
      {report.variants.length === 0 ? null : (
        <ReportSection id="report-variants" title="Variants">
          <ReportVariants variants={report.variants} bands={report.chart.bands} />
        </ReportSection>
      )}
      <ReportNotes report={report} />
      <ReportAppendix appendix={report.appendix} />
    </article>
  );
}
