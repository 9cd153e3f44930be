import { Anchor, Code, SimpleGrid, Stack, Switch, Text, Textarea, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { OrganizationSettingsBody } from '@roomtone/contracts';
import { paths } from '../../../lib/config/paths.ts';

type WebInquiryFieldsProps = { form: UseFormReturnType<OrganizationSettingsBody> };

/** The web-inquiry options of the Settings tab: the vendor calculator, its link and its styles. */
export function WebInquiryFields({ form }: WebInquiryFieldsProps) {
  const vendorName = form.values.vendorName.trim().toLowerCase();
  const calculatorPath = vendorName === '' ? null : paths.vendorRt(vendorName);
  return (
    <Stack gap="md" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Title order={2} size="h4" component="legend" p={0}>
        Web inquiries
      </Title>
      <Switch
        label="Enable web inquiries"
        description="Visitors of your branded calculator can send you their calculation as an inquiry."
        {...form.getInputProps('vendorRequests', { type: 'checkbox' })}
      />
      <TextInput
        label="Vendor name"
        withAsterisk={form.values.vendorRequests}
        description={
          calculatorPath ? (
            <>
              Your calculator:{' '}
              <Anchor href={calculatorPath} target="_blank" size="xs">
                {calculatorPath}
              </Anchor>
            </>
          ) : (
            'Letters, digits and hyphens; it becomes the address of your calculator.'
          )
        }
        {...form.getInputProps('vendorName')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Vendor URL"
          type="url"
          placeholder="https://www.example.com"
          {...form.getInputProps('vendorUrl')}
        />
        <TextInput
          label="Vendor URL name"
          placeholder="Our products"
          {...form.getInputProps('vendorUrlName')}
        />
      </SimpleGrid>
      <Textarea
        label="Vendor CSS"
        description={
          <>
            Styles for your calculator. Saved without anything that could load content from elsewhere or run
            scripts: no <Code>@import</Code>, and <Code>url()</Code> only with an inline image.
          </>
        }
        autosize
        minRows={4}
        maxRows={14}
        spellCheck={false}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
        {...form.getInputProps('vendorCss')}
      />
      <Textarea
        label="Inline CSS"
        description={
          <>
            Declarations for the calculator itself, e.g. <Code>font-family: Georgia, serif</Code>.
          </>
        }
        autosize
        minRows={2}
        maxRows={6}
        spellCheck={false}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
        {...form.getInputProps('vendorCssInline')}
      />
      <Text size="xs" c="dimmed">
        The styles you see after saving are the ones your calculator uses.
      </Text>
    </Stack>
  );
}
