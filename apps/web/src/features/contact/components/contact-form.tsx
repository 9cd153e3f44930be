import { Alert, Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { type ContactMessageBody, ContactMessageBodySchema, MESSAGES } from '@roomtone/contracts';
import { useState } from 'react';
import { AlertList } from '../../../components/alert-list.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useSendMessage } from '../api/use-send-message.ts';

const EMPTY: ContactMessageBody = { name: '', email: '', message: '' };

/** The contact form: name, email, message (docs/product/screens.md and validation.md). */
export function ContactForm() {
  const form = useForm<ContactMessageBody>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: schemaResolver(ContactMessageBodySchema, { sync: true }),
    validateInputOnBlur: true,
  });
  const sendMessage = useSendMessage();
  const [alerts, setAlerts] = useState<string[]>([]);
  const [sentMessage, setSentMessage] = useState<string | null>(null);

  const handleSubmit = form.onSubmit(async (values) => {
    setAlerts([]);
    try {
      const result = await sendMessage.mutateAsync(values);
      setSentMessage(result.message);
      form.reset();
    } catch (error) {
      const messages = applyServerErrors(form, error);
      const isServerFailure = !(error instanceof ApiError) || error.status >= 500 || error.status === 0;
      setAlerts(isServerFailure ? [MESSAGES.errorSubmittingMessage] : messages);
    }
  });

  if (sentMessage) {
    return (
      <Stack>
        <Alert color="green" variant="light" role="status" title={sentMessage}>
          We usually answer within two working days.
        </Alert>
        <Group>
          <Button variant="default" onClick={() => setSentMessage(null)}>
            Send another message
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <AlertList
          messages={alerts}
          onClose={(index) => setAlerts((list) => list.filter((_, i) => i !== index))}
        />
        <TextInput label="Name" autoComplete="name" withAsterisk {...form.getInputProps('name')} />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          withAsterisk
          {...form.getInputProps('email')}
        />
        <Textarea label="Message" autosize minRows={5} withAsterisk {...form.getInputProps('message')} />
        <Group>
          <Button type="submit" loading={sendMessage.isPending} disabled={!form.isValid()}>
            Send message
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
