import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { MODEL_IDS, MODEL_METADATA } from '@roomtone/acoustics';
import { memo } from 'react';

/** "A, B and C": the labels of the models marked experimental, in the results' order. */
const EXPERIMENTAL_MODELS = (() => {
  const labels = MODEL_IDS.filter((id) => MODEL_METADATA[id].experimental).map(
    (id) => MODEL_METADATA[id].label,
  );
  return labels.length > 1 ? `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}` : (labels[0] ?? '');
})();

/** The heading with the important notes and limitations of the models. */
export const ModelNotes = memo(function ModelNotes() {
  const [isOpen, { toggle }] = useDisclosure(false);
  return (
    <Stack gap={4} component="section" aria-labelledby="model-notes-title">
      <Title order={2} size="h5" id="model-notes-title">
        <Anchor component="button" type="button" size="sm" fw={600} onClick={toggle} aria-expanded={isOpen}>
          {isOpen ? 'Hide notes and limitations' : 'Notes and limitations'}
        </Anchor>
      </Title>
      {isOpen ? (
        <>
          <Text size="sm">
            Every method assumes a rectangular room with a diffuse sound field; area not covered by an entered
            surface counts as perfectly reflective. Sabine is valid up to a mean absorption of 0.30 in rooms
            within ISO 354 proportions, Eyring below 1.0.
            {EXPERIMENTAL_MODELS
              ? ` ${EXPERIMENTAL_MODELS} are experimental: their primary papers could not be read in full, and they are drawn on the graph only when chosen.`
              : ''}
          </Text>
          <List size="xs" spacing={4}>
            {MODEL_IDS.map((id) => (
              <List.Item key={id}>
                <Text span fw={600} size="xs">
                  {MODEL_METADATA[id].label}
                  {MODEL_METADATA[id].experimental ? ' (experimental)' : ''}:
                </Text>{' '}
                {MODEL_METADATA[id].note}
              </List.Item>
            ))}
          </List>
        </>
      ) : null}
    </Stack>
  );
});
