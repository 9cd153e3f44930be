import { Alert, Stack } from '@mantine/core';

type AlertListProps = {
  messages: string[];
  onClose: (index: number) => void;
  color?: 'red' | 'green' | 'blue' | 'yellow';
};

/** Keys that stay unique when the same message appears twice. */
function keysOf(messages: string[]): string[] {
  const seen = new Map<string, number>();
  return messages.map((message) => {
    const count = (seen.get(message) ?? 0) + 1;
    seen.set(message, count);
    return `${message}#${count}`;
  });
}

/**
 * Closeable alerts, one per message (danger by default), as docs/product/messages.md#alert-lists describes.
 */
export function AlertList({ messages, onClose, color = 'red' }: AlertListProps) {
  if (messages.length === 0) return null;
  const keys = keysOf(messages);
  return (
    <Stack gap="xs">
      {messages.map((message, index) => (
        <Alert
          key={keys[index]}
          color={color}
          variant="light"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => onClose(index)}
          role={color === 'red' ? 'alert' : 'status'}
        >
          {message}
        </Alert>
      ))}
    </Stack>
  );
}
