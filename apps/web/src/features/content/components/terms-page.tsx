import { PageSection } from '../../../components/page-section.tsx';
import { LegalSection } from './legal-text.tsx';

/** `/terms-of-service`. */
export function TermsPage() {
  return (
    <PageSection
      title="Terms of Service"
      lead="The agreement between you and Roomtone when you use the service."
    >
      <LegalSection title="Who may use Roomtone">
        You must be over 18 years of age to use Roomtone or to create an account. By creating an account you
        confirm that you are over 18 and that the information you give us is accurate.
      </LegalSection>
      <LegalSection title="Your account">
        You are responsible for keeping your password safe and for what happens under your account. An
        organization account is responsible for the members it adds.
      </LegalSection>
      <LegalSection title="Calculations are estimates">
        Reverberation time predictions are estimates based on the models, data and inputs used. They support,
        and do not replace, professional judgement and measurement. Check results before relying on them in a
        design.
      </LegalSection>
      <LegalSection title="Your content">
        You keep the rights to what you enter. You allow us to store and process it to provide the service. A
        calculation you share by link is visible to anyone who has the link.
      </LegalSection>
      <LegalSection title="Payments">
        Prices are shown in US dollars. Subscriptions renew until cancelled; a shared link and model credits
        are paid once.
      </LegalSection>
      <LegalSection title="Acceptable use">
        Do not attempt to access other users’ data, disrupt the service, or upload content you have no right
        to share.
      </LegalSection>
      <LegalSection title="Changes">
        We may update these terms; we will tell account holders of material changes before they take effect.
      </LegalSection>
    </PageSection>
  );
}
