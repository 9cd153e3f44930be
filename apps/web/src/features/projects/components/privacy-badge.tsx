import { Badge } from '@mantine/core';

const COLORS: Record<string, string> = {
  'Total privacy': 'teal',
  'Highly confidential': 'green',
  Excellent: 'lime',
  Good: 'blue',
  Fair: 'yellow',
  Poor: 'orange',
  None: 'red',
};

/** A speech privacy rating (docs/product/constants.md#speech-privacy), coloured from best to worst. */
export function PrivacyBadge({ rating }: { rating: string }) {
  return (
    <Badge color={COLORS[rating] ?? 'gray'} variant="light" radius="sm">
      {rating}
    </Badge>
  );
}
