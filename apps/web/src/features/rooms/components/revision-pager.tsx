import { Group, Pagination } from '@mantine/core';
import { LIMITS } from '@roomtone/contracts';
import { pagerWindow } from '../hooks/pager-window.ts';

type RevisionPagerProps = { page: number; total: number; onChange: (page: number) => void };

/**
 * The revision pager: first, previous, at most 10 page numbers, next and last
 * (docs/product/constants.md#limits).
 */
export function RevisionPager({ page, total, onChange }: RevisionPagerProps) {
  if (total <= 1) return null;
  return (
    <Pagination.Root
      total={total}
      value={page}
      onChange={onChange}
      getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
    >
      <Group gap={4} justify="center" wrap="wrap">
        <Pagination.First aria-label="First page" />
        <Pagination.Previous aria-label="Previous page" />
        {pagerWindow(page, total, LIMITS.revisionPagerPages).map((item) => (
          <Pagination.Control
            key={item}
            active={item === page}
            onClick={() => onChange(item)}
            aria-label={`Page ${item}`}
            aria-current={item === page ? 'page' : undefined}
          >
            {item}
          </Pagination.Control>
        ))}
        <Pagination.Next aria-label="Next page" />
        <Pagination.Last aria-label="Last page" />
      </Group>
    </Pagination.Root>
  );
}
