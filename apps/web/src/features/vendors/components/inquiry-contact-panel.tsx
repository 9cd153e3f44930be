import { Alert, Box, Button, Card, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { InquiryBodySchema, MESSAGES } from '@roomtone/contracts';
import { useState } from 'react';
import { AlertList } from '../../../components/alert-list.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useSendInquiry } from '../api/vendor-queries.ts';

const ContactSchema = InquiryBodySchema.pick({ name: true, email: true, phone: true, message: true });
type ContactValues = { name: string; email: string; phone: string; message: string };
const EMPTY: ContactValues = { name: '', email: '', phone: '', message: '' };

type InquiryContactPanelProps = {
  vendorName: string;
  vendorDisplayName: string;
  /** The calculation as it stands when Submit is pressed. */
  calcText: () => string;
};

/** The room contact panel: the visitor sends the whole calculation to the vendor as an inquiry. */
export function InquiryContactPanel({ vendorName, vendorDisplayName, calcText }: InquiryContactPanelProps) {
  const form = useForm<ContactValues>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: schemaResolver(ContactSchema, { sync: true }),
    validateInputOnBlur: true,
  });
  // Bots fill every field; people never see this one.
  const [website, setWebsite] = useState('');
  const sendInquiry = useSendInquiry();
  const [alerts, setAlerts] = useState<string[]>([]);
  const [submitted, setSubmitted] = useState<string | null>(null);

  const handleSubmit = form.onSubmit(async (values) => {
    setAlerts([]);
    try {
      const result = await sendInquiry.mutateAsync({ ...values, vendorName, calc: calcText(), website });
      setSubmitted(result.message);
      form.reset();
    } catch (error) {
      const messages = applyServerErrors(form, error);
      const isServerFailure = !(error instanceof ApiError) || error.status >= 500 || error.status === 0;
      setAlerts(isServerFailure ? [MESSAGES.errorSubmittingMessage] : messages);
    }
  });

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="contact-panel-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="contact-panel-title">
          Contact {vendorDisplayName}
        </Title>
        {submitted ? (
          <Stack gap="sm">
            <Alert color="green" variant="light" role="status" title={submitted}>
              {vendorDisplayName} received your calculation. A copy is on its way to your inbox.
            </Alert>
            <Button variant="default" onClick={() => setSubmitted(null)}>
              Send another inquiry
            </Button>
          </Stack>
        ) : (
          <form onSubmit={handleSubmit} noValidate>
            <Stack gap="sm">
              <Text size="sm" c="dimmed">
                Send this room and its results to {vendorDisplayName}.
              </Text>
              <AlertList
                messages={alerts}
                onClose={(index) => setAlerts((list) => list.filter((_, i) => i !== index))}
              />
              <TextInput
                label="Contact name"
                autoComplete="name"
                withAsterisk
                {...form.getInputProps('name')}
              />
              <TextInput
                label="Email"
                type="email"
                autoComplete="email"
                withAsterisk
                {...form.getInputProps('email')}
              />
              <TextInput
                label="Phone"
                type="tel"
                autoComplete="tel"
                withAsterisk
                {...form.getInputProps('phone')}
              />
              <Textarea
                label="Message"
                autosize
                minRows={3}
                withAsterisk
                {...form.getInputProps('message')}
              />
              <Box
                aria-hidden
                style={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}
              >
                <label>
                  Website
                  <input
                    name="website"
                    tabIndex={-1}
                    autoComplete="off"
                    value={website}
                    onChange={(event) => setWebsite(event.currentTarget.value)}
                  />
                </label>
              </Box>
              <Button type="submit" loading={sendInquiry.isPending} disabled={!form.isValid()}>
                Submit
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </Card>
  );
}
