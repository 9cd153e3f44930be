import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { SUPPLIER_KIND_CATEGORIES, type SupplierFinishKind } from '@roomtone/contracts';
import { IconPlus } from '@tabler/icons-react';
import { type Dispatch, memo } from 'react';
import type { CalcAction } from '../model/calc-actions.ts';
import { OFFERED_SURFACE_TYPES, sponsorSurfaceType } from '../model/surface-catalogue.ts';

/**
 * A supplier whose finishes get their own add-surface button; `kinds` names its separate
 * buttons (ceiling and wall), each browsing only that kind (empty: one button for all).
 */
export type SponsorButton = { id: string; name: string; kinds: readonly SupplierFinishKind[] };

/** The buttons of the suppliers: one each, or one per kind. */
function supplierButtonsOf(sponsors: SponsorButton[]): { key: string; label: string; type: string }[] {
  return sponsors.flatMap((sponsor) =>
    sponsor.kinds.length === 0
      ? [{ key: sponsor.id, label: sponsor.name, type: sponsorSurfaceType(sponsor.id) }]
      : sponsor.kinds.map((kind) => ({
          key: `${sponsor.id}:${kind}`,
          label: `${sponsor.name}: ${SUPPLIER_KIND_CATEGORIES[kind].toLowerCase()}`,
          type: sponsorSurfaceType(sponsor.id, kind),
        })),
  );
}

type AddSurfaceMenuProps = {
  canBrowseOrganizationFinishes: boolean;
  /** Supplier buttons above the others (a vendor calculator offers its own finishes first). */
  areSuppliersFirst?: boolean;
  isExperimentalShown?: boolean;
  sponsors: SponsorButton[];
  dispatch: Dispatch<CalcAction>;
};

/** Every add-surface button of docs/product/screens.md#add-surface-buttons the mode offers. */
export const AddSurfaceMenu = memo(function AddSurfaceMenu({
  canBrowseOrganizationFinishes,
  areSuppliersFirst = false,
  isExperimentalShown = true,
  sponsors,
  dispatch,
}: AddSurfaceMenuProps) {
  const add = (surfaceType: string) => () => dispatch({ type: 'addSurface', surfaceType });
  const buttons = [
    { label: 'Search from database', type: OFFERED_SURFACE_TYPES.search },
    { label: 'Browse common finishes', type: OFFERED_SURFACE_TYPES.browseCommon },
    { label: 'Custom surface', type: OFFERED_SURFACE_TYPES.custom },
    ...(canBrowseOrganizationFinishes
      ? [{ label: 'Browse organization finishes', type: OFFERED_SURFACE_TYPES.browseOrganization }]
      : []),
    { label: 'Sabin surface', type: OFFERED_SURFACE_TYPES.sabin },
    { label: 'Variable surface', type: OFFERED_SURFACE_TYPES.variable },
    { label: 'Existing room', type: OFFERED_SURFACE_TYPES.existingRoom },
  ];
  const supplierSection =
    sponsors.length > 0 ? (
      <>
        <Text size="xs" fw={600} c="dimmed">
          Suppliers
        </Text>
        <Group gap={6}>
          {supplierButtonsOf(sponsors).map((button) => (
            <Button key={button.key} size="compact-sm" variant="outline" onClick={add(button.type)}>
              {button.label}
            </Button>
          ))}
        </Group>
      </>
    ) : null;
  return (
    <Card withBorder padding="sm" component="section" aria-labelledby="add-surface-title">
      <Stack gap="xs">
        <Text fw={600} size="sm" id="add-surface-title">
          Add surface
        </Text>
        {areSuppliersFirst ? supplierSection : null}
        <Group gap={6}>
          {buttons.map((button) => (
            <Button
              key={button.type}
              size="compact-sm"
              variant="light"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={add(button.type)}
            >
              {button.label}
            </Button>
          ))}
        </Group>
        {areSuppliersFirst ? null : supplierSection}
        {isExperimentalShown ? (
          <>
            <Text size="xs" fw={600} c="dimmed">
              Experimental
            </Text>
            <Group gap={6}>
              <Button
                size="compact-sm"
                variant="default"
                onClick={add(OFFERED_SURFACE_TYPES.absorptionConstant)}
              >
                Absorption constant (perimeter-area ratio)
              </Button>
            </Group>
          </>
        ) : null}
      </Stack>
    </Card>
  );
});
