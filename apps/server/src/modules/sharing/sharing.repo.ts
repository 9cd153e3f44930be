import { and, desc, eq, getTableColumns, max } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payments, wavelets, waveletVersions } from '../../db/schema/index.ts';

/** A shared calculation's row. */
export type WaveletRow = typeof wavelets.$inferSelect;

/** A shared calculation as it is read: with whether the order that paid for it was refunded. */
export type ReadWavelet = WaveletRow & { isRefunded: boolean };

const readColumns = { ...getTableColumns(wavelets), paymentStatus: payments.status };

function readWavelet(
  row: (WaveletRow & { paymentStatus: string | null }) | undefined,
): ReadWavelet | undefined {
  if (!row) return undefined;
  const { paymentStatus, ...wavelet } = row;
  return { ...wavelet, isRefunded: paymentStatus === 'refunded' };
}

/** Inserts a share; undefined when the link is taken. */
export async function insertWavelet(
  tx: Db,
  values: { link: string; ownerUserId: string | null; ownerTokenHash: string | null; paymentId: string },
): Promise<WaveletRow | undefined> {
  const [row] = await tx
    .insert(wavelets)
    .values(values)
    .onConflictDoNothing({ target: wavelets.link })
    .returning();
  return row;
}

/** Appends a version. */
export async function insertVersion(
  tx: Db,
  values: {
    waveletId: string;
    version: number;
    message: string;
    calc: unknown;
    calcType: 'rtcalc' | 'raytracer';
  },
): Promise<void> {
  await tx.insert(waveletVersions).values(values);
}

/** A share by its link. */
export async function findWaveletByLink(db: Db, link: string): Promise<ReadWavelet | undefined> {
  const [row] = await db
    .select(readColumns)
    .from(wavelets)
    .leftJoin(payments, eq(payments.id, wavelets.paymentId))
    .where(eq(wavelets.link, link));
  return readWavelet(row);
}

/** A share by its id. */
export async function findWaveletById(db: Db, id: string): Promise<ReadWavelet | undefined> {
  const [row] = await db
    .select(readColumns)
    .from(wavelets)
    .leftJoin(payments, eq(payments.id, wavelets.paymentId))
    .where(eq(wavelets.id, id));
  return readWavelet(row);
}

/** A share by its link, locked until the transaction ends (versions are numbered one at a time). */
export async function lockWaveletByLink(tx: Db, link: string): Promise<WaveletRow | undefined> {
  const [row] = await tx.select().from(wavelets).where(eq(wavelets.link, link)).for('update');
  return row;
}

/** The newest version number of a share (0 without versions). */
export async function latestVersionNumber(db: Db, waveletId: string): Promise<number> {
  const [row] = await db
    .select({ latest: max(waveletVersions.version) })
    .from(waveletVersions)
    .where(eq(waveletVersions.waveletId, waveletId));
  return row?.latest ?? 0;
}

/** Every version of a share, newest first, without the calculations. */
export async function listVersions(db: Db, waveletId: string) {
  return db
    .select({
      version: waveletVersions.version,
      message: waveletVersions.message,
      createdOn: waveletVersions.createdOn,
    })
    .from(waveletVersions)
    .where(eq(waveletVersions.waveletId, waveletId))
    .orderBy(desc(waveletVersions.version));
}

/** One version with its calculation. */
export async function findVersion(db: Db, waveletId: string, version: number) {
  const [row] = await db
    .select()
    .from(waveletVersions)
    .where(and(eq(waveletVersions.waveletId, waveletId), eq(waveletVersions.version, version)));
  return row;
}
