import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageSection } from '../../../components/page-section.tsx';
import { paths } from '../../../lib/config/paths.ts';
import { LegalSection } from './legal-text.tsx';

/** `/about`. */
export function AboutPage() {
  return (
    <PageSection
      title="About Roomtone"
      lead="A room acoustics workbench for the people who are accountable for the result."
    >
      <LegalSection title="What we make">
        Roomtone predicts the reverberation time of rooms from their dimensions and the absorption of their
        surfaces, using the classic and the newer prediction models side by side. Around the calculator sit
        the tools a consultancy needs every day: clients, projects, phases, rooms, revisions, partitions with
        speech-privacy ratings, meeting notes and printable reports.
      </LegalSection>
      <LegalSection title="How we treat numbers">
        Every model cites its source and shows its inputs. Every finish carries the source of its
        coefficients. Where a source is thin or a value looks doubtful, we say so instead of hiding it. Our
        documentation lists the formulas and the conventions we chose, such as the speed of sound and the air
        absorption we apply.
      </LegalSection>
      <LegalSection title="Who it is for">
        Acoustic consultants and their teams; architects who want a first estimate; manufacturers who publish
        tested products; and anyone curious about why one room rings and another does not.
      </LegalSection>
      <Text>
        Questions or ideas?{' '}
        <Anchor component={Link} to={paths.contact}>
          Write to us
        </Anchor>
        .
      </Text>
    </PageSection>
  );
}
