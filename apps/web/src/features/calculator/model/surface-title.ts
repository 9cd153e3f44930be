/** 'Surface #2 Carpet' or, for a surface without a name, 'Surface #2' (never 'Surface #2 :'). */
export function surfaceTitle(index: number, name: string | undefined): string {
  const trimmed = name?.trim() ?? '';
  return trimmed === '' ? `Surface #${index + 1}` : `Surface #${index + 1} ${trimmed}`;
}
