import { Badge, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { inquiryQueries } from '../api/inquiry-queries.ts';

/** The count of unread web inquiries beside the header's link; nothing when there are none. */
export function UnreadInquiriesBadge() {
  const { data: unread = 0 } = useQuery(inquiryQueries.unreadCount());
  if (unread === 0) return null;
  return (
    <Badge component="span" size="sm" circle={unread < 10} ml={6}>
      {unread}
      <VisuallyHidden> unread</VisuallyHidden>
    </Badge>
  );
}
