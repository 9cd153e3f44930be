import { List, Stack, Text, Title } from '@mantine/core';
import type { ReportTextBlock, ReportTextRun } from '@roomtone/contracts';
import type { ReactNode } from 'react';

type ReportTextProps = { blocks: ReportTextBlock[] };

function Runs({ runs }: { runs: ReportTextRun[] }) {
  return runs.map((run, index) => (
    <Text
      // Runs are positional and never reordered.
      // biome-ignore lint/suspicious/noArrayIndexKey: see above
      key={index}
      span
      inherit
      fw={run.isBold ? 700 : undefined}
      fs={run.isItalic ? 'italic' : undefined}
    >
      {run.text}
    </Text>
  ));
}

/** The organization's report text, drawn as text from its blocks (never as markup). */
export function ReportText({ blocks }: ReportTextProps) {
  if (blocks.length === 0) return null;
  const parts: ReactNode[] = [];
  let list: { kind: 'bullet' | 'numbered'; items: ReportTextBlock[] } | null = null;
  const flush = () => {
    if (list === null) return;
    const { kind, items } = list;
    parts.push(
      <List key={`list-${parts.length}`} type={kind === 'numbered' ? 'ordered' : 'unordered'} size="sm">
        {items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the items of a text never move
          <List.Item key={index}>
            <Runs runs={item.runs} />
          </List.Item>
        ))}
      </List>,
    );
    list = null;
  };
  for (const block of blocks) {
    if (block.kind === 'bullet' || block.kind === 'numbered') {
      if (list === null || list.kind !== block.kind) {
        flush();
        list = { kind: block.kind, items: [] };
      }
      list.items.push(block);
      continue;
    }
    flush();
    parts.push(
      block.kind === 'heading' ? (
        <Title key={parts.length} order={3} size="h5">
          <Runs runs={block.runs} />
        </Title>
      ) : (
        <Text key={parts.length} size="sm" style={{ whiteSpace: 'pre-line' }}>
          <Runs runs={block.runs} />
        </Text>
      ),
    );
  }
  flush();
  return (
    <Stack gap={6} data-testid="report-text">
      {parts}
    </Stack>
  );
}
