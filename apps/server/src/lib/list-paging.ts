/** Helpers of paged, searchable lists: the LIKE pattern of a search text, and the paging of an answer. */

/** A LIKE pattern matching `text` anywhere, its wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** The offset of a page of `size` rows. */
export function offsetOf(page: number, size: number): number {
  return (page - 1) * size;
}

/** The paging block of a list answer. */
export function pagingOf(page: number, size: number, total: number) {
  return { page, pages: Math.max(1, Math.ceil(total / size)), total };
}
