import { List } from '@mantine/core';
import { PageSection } from '../../../components/page-section.tsx';
import { LegalSection } from './legal-text.tsx';

/** `/privacy`. */
export function PrivacyPage() {
  return (
    <PageSection title="Privacy" lead="What we keep about you, why, and for how long.">
      <LegalSection title="What we collect">
        <List spacing={4}>
          <List.Item>
            Your account: e-mail address, name, and the optional company, phone and postal code you give us.
          </List.Item>
          <List.Item>
            Your work: clients, projects, rooms, calculations, notes and files you enter or upload.
          </List.Item>
          <List.Item>
            Messages you send us through the contact form, and inquiries you send to a supplier.
          </List.Item>
          <List.Item>
            Security records: sign-in times and the network address of requests, kept to protect accounts.
          </List.Item>
        </List>
      </LegalSection>
      <LegalSection title="What we do not do">
        We do not sell personal data, we do not show advertising, and we do not use third-party tracking. The
        only cookies we set are the ones that keep you signed in and protect your forms against cross-site
        requests.
      </LegalSection>
      <LegalSection title="Who sees your data">
        Your organization’s members see your organization’s projects. A supplier sees an inquiry only when you
        send it to them. Card payments are handled by our payment provider; we never see or store card
        numbers.
      </LegalSection>
      <LegalSection title="How long we keep it">
        We keep your data while your account is open. When you close it, we delete your personal data within
        30 days, except records we must keep by law, such as invoices.
      </LegalSection>
      <LegalSection title="Your rights">
        You may ask for a copy of your data, its correction or its deletion at any time through the contact
        page.
      </LegalSection>
    </PageSection>
  );
}
