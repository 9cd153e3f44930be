import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { CALC_VARIANT_NAME_MAX, variantNameIssue } from '@roomtone/contracts';
import { type FormEvent, useState } from 'react';

type VariantNameDialogProps = {
  /** 'Add variant' or 'Rename variant'; null while closed. */
  title: string | null;
  /** What the dialog says it does, e.g. 'A copy of the surfaces of Existing.' */
  description: string;
  initialName: string;
  /** The names of the other variants (a name is used once per room). */
  otherNames: readonly string[];
  submitLabel: string;
  onSubmit: (name: string) => void;
  onCancel: () => void;
};

type NameFormProps = Omit<VariantNameDialogProps, 'title'>;

/** The name field: checked as typed once submitted, and by the same rule on submit. */
function NameForm({ description, initialName, otherNames, submitLabel, onSubmit, onCancel }: NameFormProps) {
  const [name, setName] = useState(initialName);
  const [isSubmitted, setIsSubmitted] = useState(false);
  const issue = variantNameIssue(name, otherNames);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setIsSubmitted(true);
    if (issue === null) onSubmit(name.trim());
  };
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm">
        <Text size="sm">{description}</Text>
        <TextInput
          label="Variant name"
          description={`Up to ${CALC_VARIANT_NAME_MAX} characters, e.g. 'Option A: ceiling'`}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={isSubmitted ? issue : null}
          data-autofocus
          required
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit">{submitLabel}</Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Asks for a variant's name (adding or renaming one); refuses an empty, long or repeated name. */
export function VariantNameDialog({ title, ...form }: VariantNameDialogProps) {
  return (
    <Modal
      opened={title !== null}
      onClose={form.onCancel}
      title={title ?? ''}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {/* Mounted per opening, so the field starts from the name given each time. */}
      {title === null ? null : <NameForm {...form} />}
    </Modal>
  );
}
