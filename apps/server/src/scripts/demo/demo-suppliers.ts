import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { finishCategories, organizations } from '../../db/schema/index.ts';
import { type ImportedFinish, importFinishes } from '../../modules/finishes/finish-import.service.ts';

type DemoFinish = {
  finishId: string;
  category: string;
  name: string;
  description: string;
  model: string;
  thickness: string;
  mounting: string;
  unit: 'coefficient' | 'sabin-per-object';
  bands: [number, number, number, number, number, number];
};

type DemoSupplier = { name: string; vendorName: string; planCode: string; finishes: DemoFinish[] };

const FICTIONAL = 'Fictional demo data: not a real product, company or measurement.';

/**
 * Three clearly fictional suppliers (names end in '(demo)'), each with a few made-up finishes.
 * Stillwater's finishes are all ceilings and walls, so it publishes a ceiling and a wall button.
 */
export const DEMO_SUPPLIERS: readonly DemoSupplier[] = [
  {
    name: 'Quiethaven Panels (demo)',
    vendorName: 'quiethaven-demo',
    planCode: 'manufacturer-monthly',
    finishes: [
      demoFinish(
        'DEMO-QH-01',
        'Acoustic panels',
        'Quiethaven Softline wall panel 25 mm (demo)',
        'Softline 25',
        '25 mm',
        'direct to wall',
        [0.08, 0.3, 0.72, 0.95, 0.98, 0.96],
      ),
      demoFinish(
        'DEMO-QH-02',
        'Acoustic panels',
        'Quiethaven Softline wall panel 50 mm (demo)',
        'Softline 50',
        '50 mm',
        'direct to wall',
        [0.22, 0.68, 1.02, 1.05, 1.01, 0.98],
      ),
      demoFinish(
        'DEMO-QH-03',
        'Ceilings',
        'Quiethaven Cloudtile ceiling tile (demo)',
        'Cloudtile 20',
        '20 mm',
        '200 mm plenum',
        [0.45, 0.62, 0.78, 0.88, 0.9, 0.86],
      ),
    ],
  },
  {
    name: 'Lumen Baffle Works (demo)',
    vendorName: 'lumenbaffle-demo',
    planCode: 'manufacturer-annual',
    finishes: [
      {
        ...demoFinish(
          'DEMO-LB-01',
          'Ceilings',
          'Lumen hanging baffle 1200 × 300 mm, per baffle (demo)',
          'Baffle 1200',
          '40 mm',
          'suspended',
          [0.15, 0.38, 0.82, 1.12, 1.2, 1.15],
        ),
        unit: 'sabin-per-object',
      },
      demoFinish(
        'DEMO-LB-02',
        'Walls',
        'Lumen slatted timber wall, 12 % open (demo)',
        'Slat 12',
        '18 mm',
        '50 mm cavity with mineral wool',
        [0.3, 0.65, 0.8, 0.62, 0.45, 0.35],
      ),
      demoFinish(
        'DEMO-LB-03',
        'Acoustic panels',
        'Lumen felt wall tile 9 mm (demo)',
        'Felt 9',
        '9 mm',
        'direct to wall',
        [0.04, 0.08, 0.22, 0.48, 0.72, 0.85],
      ),
    ],
  },
  {
    name: 'Stillwater Interiors (demo)',
    vendorName: 'stillwater-demo',
    planCode: 'manufacturer-monthly',
    finishes: [
      demoFinish(
        'DEMO-SW-01',
        'Ceilings',
        'Stillwater Hush ceiling tile 15 mm (demo)',
        'Hush 15',
        '15 mm',
        '300 mm plenum',
        [0.35, 0.55, 0.7, 0.8, 0.85, 0.82],
      ),
      demoFinish(
        'DEMO-SW-02',
        'Ceilings',
        'Stillwater Hush ceiling raft 40 mm (demo)',
        'Hush Raft 40',
        '40 mm',
        'suspended 400 mm',
        [0.25, 0.6, 0.95, 1.02, 1.0, 0.95],
      ),
      demoFinish(
        'DEMO-SW-03',
        'Walls',
        'Stillwater Murmur fabric wall system 30 mm (demo)',
        'Murmur 30',
        '30 mm',
        'on battens',
        [0.12, 0.42, 0.85, 0.98, 0.96, 0.9],
      ),
    ],
  },
];

function demoFinish(
  finishId: string,
  category: string,
  name: string,
  model: string,
  thickness: string,
  mounting: string,
  bands: DemoFinish['bands'],
): DemoFinish {
  return {
    finishId,
    category,
    name,
    description: `${name}. ${FICTIONAL}`,
    model,
    thickness,
    mounting,
    unit: 'coefficient',
    bands,
  };
}

/**
 * Adds the demo suppliers (organizations on a manufacturer plan) and publishes their finishes as
 * sponsor finishes. Suppliers that already exist (by vendor name) are left as they are.
 */
export async function seedDemoSuppliers(db: Db): Promise<{ created: number }> {
  return db.transaction(async (tx) => {
    const existing = await tx
      .select({ vendorName: organizations.vendorName })
      .from(organizations)
      .where(
        inArray(
          organizations.vendorName,
          DEMO_SUPPLIERS.map((supplier) => supplier.vendorName),
        ),
      );
    const known = new Set(existing.map((row) => row.vendorName));
    const categories = await tx
      .select({ id: finishCategories.id, name: finishCategories.name })
      .from(finishCategories);
    const categoryIds = new Map(categories.map((category) => [category.name, category.id]));
    const sponsorFinishes: ImportedFinish[] = [];
    let created = 0;
    for (const supplier of DEMO_SUPPLIERS.filter((candidate) => !known.has(candidate.vendorName))) {
      const [organization] = await tx
        .insert(organizations)
        .values({
          name: supplier.name,
          vendorName: supplier.vendorName,
          planCode: supplier.planCode,
          vendorUrlName: supplier.name,
        })
        .returning({ id: organizations.id });
      if (!organization) throw new Error('demo supplier insert returned no row');
      for (const { category, bands, ...finish } of supplier.finishes) {
        const [a125, a250, a500, a1000, a2000, a4000] = bands;
        sponsorFinishes.push({
          ...finish,
          manufacturer: supplier.name,
          altkeywords: 'demo; sponsor',
          source: FICTIONAL,
          categoryId: categoryIds.get(category) ?? null,
          organizationId: organization.id,
          isSponsor: true,
          flags: 'fictional-demo',
          a125,
          a250,
          a500,
          a1000,
          a2000,
          a4000,
        });
      }
      created += 1;
    }
    await importFinishes(tx, sponsorFinishes);
    return { created };
  });
}
