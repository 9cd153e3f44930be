import { Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { LIMITS, MESSAGES } from '@roomtone/contracts';
import { memo, useState } from 'react';
import { AlertList } from '../../../components/alert-list.tsx';

type SharePanelProps = {
  link: string | null;
  /** Share: a new paid link for this calculation (the comment is its message). */
  onShare: (comment: string) => void;
  /** Update: a new version of the link, free for its owner. */
  onUpdate: (comment: string) => void;
  isSharing: boolean;
  isUpdating: boolean;
  errors: string[];
  /** The server's message for the comment field, if it refused it. */
  commentError: string | null;
  onDismissError: (index: number) => void;
};

/**
 * The public mode's Share panel (docs/product/screens.md#layout): titled Share, or Update once a link exists,
 * with a required comment, Share and Update (disabled until a link exists).
 */
export const SharePanel = memo(function SharePanel(props: SharePanelProps) {
  const { link } = props;
  const [comment, setComment] = useState('');
  const [isTouched, setIsTouched] = useState(false);
  const [serverErrorFor, setServerErrorFor] = useState<string | null>(null);
  const localError = isTouched && comment.trim() === '' ? MESSAGES.required : null;
  const serverError = props.commentError !== null && serverErrorFor === comment ? props.commentError : null;
  const run = (action: (comment: string) => void) => {
    setIsTouched(true);
    if (comment.trim() === '') return;
    setServerErrorFor(comment);
    action(comment.trim());
  };
  const isBusy = props.isSharing || props.isUpdating;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="share-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="share-title">
          {link === null ? 'Share' : 'Update'}
        </Title>
        <Text size="sm" c="dimmed">
          {link === null
            ? `Share this calculation by a unique link for ${LIMITS.sharePriceLabel}; later changes become new versions.`
            : `Update adds your changes to this link as a new version, free. Share makes a new link for ${LIMITS.sharePriceLabel}.`}
        </Text>
        <AlertList messages={props.errors} onClose={props.onDismissError} />
        <Textarea
          label="Comment"
          required
          autosize
          minRows={2}
          value={comment}
          error={localError ?? serverError}
          onBlur={() => setIsTouched(true)}
          onChange={(event) => setComment(event.currentTarget.value)}
        />
        <Group gap="xs">
          <Button onClick={() => run(props.onShare)} loading={props.isSharing} disabled={isBusy}>
            Share
          </Button>
          <Button
            variant="default"
            disabled={link === null || isBusy}
            loading={props.isUpdating}
            onClick={() => run(props.onUpdate)}
          >
            Update
          </Button>
        </Group>
      </Stack>
    </Card>
  );
});
