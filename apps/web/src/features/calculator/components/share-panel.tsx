import { Alert, Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { LIMITS, MESSAGES } from '@roomtone/contracts';
import { memo, useState } from 'react';

type SharePanelProps = { link: string | null };

/**
 * The public mode's Share panel (SPEC section 2): titled Share, or Update once a link exists, with a
 * required comment. Paid sharing is its own part of the product; until it is available, Share
 * validates the comment and says so plainly.
 */
export const SharePanel = memo(function SharePanel({ link }: SharePanelProps) {
  const [comment, setComment] = useState('');
  const [isTouched, setIsTouched] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const error = isTouched && comment.trim() === '' ? MESSAGES.required : null;
  const handleShare = () => {
    setIsTouched(true);
    if (comment.trim() === '') return;
    setNotice(
      `Sharing by paid link (${LIMITS.sharePriceLabel}) is not available yet. Your calculation stays in this browser.`,
    );
  };
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="share-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="share-title">
          {link === null ? 'Share' : 'Update'}
        </Title>
        <Text size="sm" c="dimmed">
          {`Share this calculation by a unique link for ${LIMITS.sharePriceLabel}; later changes become new versions.`}
        </Text>
        <Textarea
          label="Comment"
          required
          autosize
          minRows={2}
          value={comment}
          error={error}
          onBlur={() => setIsTouched(true)}
          onChange={(event) => setComment(event.currentTarget.value)}
        />
        <Group gap="xs">
          <Button onClick={handleShare}>Share</Button>
          <Button variant="default" disabled={link === null}>
            Update
          </Button>
        </Group>
        {notice === null ? null : (
          <Alert
            color="blue"
            variant="light"
            role="status"
            withCloseButton
            closeButtonLabel="Dismiss"
            onClose={() => setNotice(null)}
          >
            {notice}
          </Alert>
        )}
      </Stack>
    </Card>
  );
});
