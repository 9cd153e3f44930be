import { formatRt } from '@roomtone/acoustics';
import type { CalcDocument, CalcSurface, CalcVariant } from './calc-document.ts';
import { MESSAGES } from './messages.ts';

/**
 * Variants of a room (issue 24): named sets of surfaces on the same room, e.g. 'Existing',
 * 'Option A: ceiling'. The calc document's own `surfaces` are the first variant, named by
 * `variantName`, so every reader of `surfaces` (the engine, the summary columns, old revisions)
 * sees the first variant; `variants` holds the others. Kept apart from the document's schema so
 * a reader of variants does not load the schema library.
 */

/** Name of the first variant when the document gives none. */
export const DEFAULT_VARIANT_NAME = 'Existing';

/** Most variants a room holds, the first included (each is drawn with its own dash pattern). */
export const CALC_VARIANTS_MAX = 6;

/** Longest name of a variant, in characters. */
export const CALC_VARIANT_NAME_MAX = 60;

/** Messages of the variant name field. */
export const VARIANT_MESSAGES = {
  duplicateName: 'Another variant of this room has this name',
  tooLong: `Must be at most ${CALC_VARIANT_NAME_MAX} characters`,
  tooMany: `A room holds at most ${CALC_VARIANTS_MAX} variants`,
} as const;

/** What variants are read from: the first variant's surfaces and name, and the others. */
type VariantSource = Pick<CalcDocument, 'surfaces' | 'variantName' | 'variants'>;

/** The name of the first variant: the document's `variantName`, or 'Existing'. */
export function firstVariantName(document: VariantSource): string {
  const name = document.variantName?.trim() ?? '';
  return name === '' ? DEFAULT_VARIANT_NAME : name;
}

/** Every variant of a document, the first (the document's own surfaces) included. */
export function variantsOf(document: VariantSource): CalcVariant[] {
  return [
    { name: firstVariantName(document), surfaces: document.surfaces ?? [] },
    ...(document.variants ?? []),
  ];
}

/** The surfaces of one variant (the first when the index is out of range). */
export function variantSurfaces(document: VariantSource, index: number): CalcSurface[] {
  if (index <= 0) return document.surfaces ?? [];
  return document.variants?.[index - 1]?.surfaces ?? document.surfaces ?? [];
}

/**
 * The document of one variant, as the engine computes it: the room with that variant's surfaces
 * and no other variant.
 */
export function variantDocument(document: CalcDocument, index: number): CalcDocument {
  const { variants: _others, ...room } = document;
  return { ...room, surfaces: variantSurfaces(document, index) };
}

/**
 * Why a variant name cannot be used, or null: it is required, at most 60 characters, and no
 * other variant of the room has it (compared trimmed, ignoring case).
 */
export function variantNameIssue(name: string, otherNames: readonly string[]): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return MESSAGES.required;
  if (trimmed.length > CALC_VARIANT_NAME_MAX) return VARIANT_MESSAGES.tooLong;
  const key = trimmed.toLocaleLowerCase();
  if (otherNames.some((other) => other.trim().toLocaleLowerCase() === key)) {
    return VARIANT_MESSAGES.duplicateName;
  }
  return null;
}

/** Whether a variant's surfaces hold a proposal not yet accepted. */
export function hasProposals(surfaces: readonly CalcSurface[] | undefined): boolean {
  return surfaces?.some((surface) => surface.propose === true) ?? false;
}

/**
 * The change of a band's RT against the first variant, as the values are shown (1 decimal, s):
 * '−0.3', '+0.1', '0.0'; '—' when either has no value.
 */
export function rtChangeText(value: number | null, first: number | null): string {
  if (value === null || first === null) return '—';
  const change = Number(formatRt(value)) - Number(formatRt(first));
  const text = formatRt(Math.abs(change));
  if (Number(text) === 0) return '0.0';
  return `${change < 0 ? '−' : '+'}${text}`;
}
