import {
  Button,
  Divider,
  Group,
  Input,
  SegmentedControl,
  Select,
  Slider,
  Stack,
  Textarea,
} from '@mantine/core';
import {
  CURRENCIES,
  currencyOfCountry,
  LIMITS,
  type Organization,
  type OrganizationSettingsBody,
  OrganizationSettingsBodySchema,
} from '@roomtone/contracts';
import { FormFeedback } from '../../../components/form-feedback.tsx';
import { ReportHeaderPreview } from './report-header-preview.tsx';
import { useOrganizationSectionForm } from './use-organization-section-form.ts';
import { WebInquiryFields } from './web-inquiry-fields.tsx';

const currencyNames = new Intl.DisplayNames(['en'], { type: 'currency' });

/** Each currency as 'EUR · Euro'. */
const CURRENCY_OPTIONS = CURRENCIES.map((code) => ({
  value: code,
  label: `${code} · ${currencyNames.of(code) ?? code}`,
}));

function settingsOf(organization: Organization): OrganizationSettingsBody {
  return {
    section: 'settings',
    units: organization.units,
    currency: organization.currency,
    reportText: organization.reportText,
    reportLogoWidth: organization.reportLogoWidth,
    vendorRequests: organization.vendorRequests,
    vendorName: organization.vendorName,
    vendorCss: organization.vendorCss,
    vendorCssInline: organization.vendorCssInline,
    vendorUrl: organization.vendorUrl,
    vendorUrlName: organization.vendorUrlName,
  };
}

/** Settings tab (plans pro or man): default units, currency, report text and logo width, web inquiries. */
export function OrganizationPreferencesForm({ organization }: { organization: Organization }) {
  const { form, feedback, handleSubmit, isSaving } = useOrganizationSectionForm(
    organization,
    settingsOf,
    OrganizationSettingsBodySchema,
  );

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="lg">
        <FormFeedback feedback={feedback} />
        <Input.Wrapper label="Default units" description="New rooms start in these units.">
          <SegmentedControl
            mt={6}
            data={['Imperial', 'Metric']}
            aria-label="Default units"
            {...form.getInputProps('units')}
          />
        </Input.Wrapper>
        <Select
          label="Currency"
          description={`Phase budgets are kept and shown in it. Your country's: ${currencyOfCountry(organization.country.code)}.`}
          data={CURRENCY_OPTIONS}
          searchable
          allowDeselect={false}
          nothingFoundMessage="No currency matches"
          maxDropdownHeight={LIMITS.dropdownMaxHeightPx}
          {...form.getInputProps('currency')}
        />
        <Textarea
          label="RT report text"
          description="Printed under the header of every reverberation report."
          autosize
          minRows={3}
          maxRows={8}
          {...form.getInputProps('reportText')}
        />
        <Input.Wrapper
          label="Logo width"
          description={`The logo's width on the report: ${form.values.reportLogoWidth}% of the page width.`}
        >
          <Slider
            mt="sm"
            mb="lg"
            mx="sm"
            min={LIMITS.logoWidthMin}
            max={LIMITS.logoWidthMax}
            step={1}
            label={(value) => `${value}%`}
            marks={[0, 25, 50, 75, 100].map((value) => ({ value, label: `${value}%` }))}
            thumbLabel="Logo width"
            {...form.getInputProps('reportLogoWidth')}
          />
        </Input.Wrapper>
        <ReportHeaderPreview
          organizationName={organization.name}
          logoUpdatedOn={organization.logoUpdatedOn}
          logoWidthPercent={form.values.reportLogoWidth}
          reportText={form.values.reportText}
        />
        <Divider />
        <WebInquiryFields form={form} />
        <Group>
          <Button type="submit" loading={isSaving} disabled={!form.isValid()}>
            Save settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
