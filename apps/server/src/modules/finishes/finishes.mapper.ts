import { nrc } from '@roomtone/acoustics';
import { type Finish, finishDetailsOf, finishNameOf } from '@roomtone/contracts';
import type { FinishRow } from './finishes.repo.ts';

/** A finish row as the API returns it, with its NRC, finishName and finishDetails computed. */
export function toFinish(row: FinishRow): Finish {
  return {
    id: row.id,
    finishId: row.finishId,
    categoryId: row.categoryId,
    categoryName: row.categoryName ?? null,
    categoryIsPublic: row.categoryIsPublic ?? false,
    organizationId: row.organizationId,
    isSponsor: row.isSponsor,
    name: row.name,
    description: row.description,
    altkeywords: row.altkeywords,
    manufacturer: row.manufacturer,
    model: row.model,
    thickness: row.thickness,
    density: row.density,
    mounting: row.mounting,
    feat1: row.feat1,
    feat2: row.feat2,
    feat3: row.feat3,
    feat4: row.feat4,
    feat5: row.feat5,
    suggest: row.suggest,
    unit: row.unit,
    a63: row.a63,
    a125: row.a125,
    a250: row.a250,
    a500: row.a500,
    a1000: row.a1000,
    a2000: row.a2000,
    a4000: row.a4000,
    // NRC rates absorption coefficients; sabins per object have none.
    nrc: row.unit === 'coefficient' ? nrc(row.a250, row.a500, row.a1000, row.a2000) : null,
    finishName: finishNameOf(row),
    finishDetails: finishDetailsOf(row),
    source: row.source,
    flags: row.flags,
    createdBy: row.createdBy,
    createdOn: row.createdOn.toISOString(),
    updatedOn: row.updatedOn.toISOString(),
  };
}
