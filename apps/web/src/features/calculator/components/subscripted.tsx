import { Fragment } from 'react';

const SUBSCRIPT = /_(\{[^}]*\}|[A-Za-z0-9]+)/g;

/**
 * A formula or label written with `_` subscripts ('ρ_i', 'S_cf', 'Σ_{i∈G}'), shown with the
 * subscripts lowered; its text (and accessible name) reads them inline ('ρi').
 */
export function Subscripted({ text }: { text: string }) {
  const parts: { text: string; isSubscript: boolean }[] = [];
  let last = 0;
  for (const match of text.matchAll(SUBSCRIPT)) {
    const index = match.index ?? 0;
    if (index > last) parts.push({ text: text.slice(last, index), isSubscript: false });
    parts.push({ text: (match[1] ?? '').replace(/^\{|\}$/g, ''), isSubscript: true });
    last = index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), isSubscript: false });
  return (
    <>
      {parts.map((part, index) =>
        part.isSubscript ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of a fixed text never reorder.
          <sub key={index}>{part.text}</sub>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of a fixed text never reorder.
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
