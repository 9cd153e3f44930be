import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type AudiencePresetSeedFile,
  AudiencePresetSeedFileSchema,
  type FinishSeedFile,
  FinishSeedFileSchema,
} from './seed-format.ts';

let audiencePresets: AudiencePresetSeedFile | undefined;

/** `finishes.v1.json`, checked against its format. */
export function readFinishSeed(): FinishSeedFile {
  return FinishSeedFileSchema.parse(
    JSON.parse(readFileSync(join(import.meta.dirname, 'finishes.v1.json'), 'utf8')),
  );
}

/** `audience-presets.v1.json`, checked against its format (read once: it is part of the code). */
export function readAudiencePresetSeed(): AudiencePresetSeedFile {
  audiencePresets ??= AudiencePresetSeedFileSchema.parse(
    JSON.parse(readFileSync(join(import.meta.dirname, 'audience-presets.v1.json'), 'utf8')),
  );
  return audiencePresets;
}
