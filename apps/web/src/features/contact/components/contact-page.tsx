import { Paper } from '@mantine/core';
import { PageSection } from '../../../components/page-section.tsx';
import { ContactForm } from './contact-form.tsx';

/** `/contact`. */
export function ContactPage() {
  return (
    <PageSection
      size="sm"
      title="Contact us"
      lead="Questions about a calculation, a plan or your data? Send us a message and a person will answer."
    >
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        <ContactForm />
      </Paper>
    </PageSection>
  );
}
