import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { renderChartPng } from '../reports/report-images.service.ts';
import { buildSharedView, chartOfModels } from './shared-view.ts';
import { findVersion, findWaveletByLink, latestVersionNumber } from './sharing.repo.ts';

const PREVIEW_MODELS = ['sabine', 'eyring'] as const;

/** What a link's preview in mail and chat shows: the page's title, a description and the RT graph. */
export type SharePreview = { title: string; description: string; imageUrl: string; pageUrl: string };

/** A shared page's path: `/public/rt/{link}` or `/public/rt/{link}/{version}`. */
const SHARE_PAGE_PATH = /^\/public\/rt\/([A-Za-z0-9_-]{22,64})(?:\/(\d{1,7}))?\/?$/;

async function versionOf(context: AppContext, link: string, version: number | undefined) {
  const db = context.database.db;
  const wavelet = await findWaveletByLink(db, link);
  // A refunded share shows no preview: no image, and its page gets no share tags.
  if (!wavelet || wavelet.isRefunded) return undefined;
  const number = version ?? (await latestVersionNumber(db, wavelet.id));
  return findVersion(db, wavelet.id, number);
}

/** `GET /api/wavelets/preview/{link}/{version}`: the version's RT graph as a PNG, or 404. */
export async function getSharePreviewImage(
  context: AppContext,
  link: string,
  version: number,
): Promise<Buffer> {
  const row = await versionOf(context, link, version);
  const view = row?.calcType === 'rtcalc' ? buildSharedView(row.calc) : null;
  if (!view) throw new AppError('NOT_FOUND', 'Not found');
  // The two classic models, as the report's default: seven lines would not read at a thumbnail's size.
  return renderChartPng(view.title, chartOfModels(view.chart, PREVIEW_MODELS));
}

function rtAt500(view: NonNullable<ReturnType<typeof buildSharedView>>): string | null {
  const index = view.chart.bands.indexOf(500);
  const model = view.models.find((row) => row.label === view.autoModel) ?? view.models[0];
  const value = index < 0 ? undefined : model?.values[index];
  return model && value !== undefined && value !== '—' ? `RT at 500 Hz (${model.label}): ${value} s.` : null;
}

/**
 * The preview of a shared page, for the meta tags the server writes into its HTML (crawlers do
 * not run the app): undefined for any other path, or a link or version that does not exist.
 */
export async function sharePreviewOf(context: AppContext, path: string): Promise<SharePreview | undefined> {
  const match = SHARE_PAGE_PATH.exec(path);
  const link = match?.[1];
  if (!link) return undefined;
  const row = await versionOf(context, link, match[2] === undefined ? undefined : Number(match[2]));
  if (!row) return undefined;
  const view = row.calcType === 'rtcalc' ? buildSharedView(row.calc) : null;
  const base = context.config.publicUrl;
  const volume = view?.facts.find((fact) => fact.label.startsWith('Volume'));
  const description = [
    `Shared room acoustics calculation, version ${row.version}: ${row.message.trim()}${/[.!?…]$/.test(row.message.trim()) ? '' : '.'}`,
    view ? rtAt500(view) : null,
    volume ? `${volume.label}: ${volume.value}.` : null,
  ]
    .filter((part): part is string => part !== null)
    .join(' ');
  return {
    title: `${view?.title ?? 'Shared calculation'} · Roomtone`,
    description: description.length > 300 ? `${description.slice(0, 299)}…` : description,
    imageUrl: `${base}/api/wavelets/preview/${link}/${row.version}`,
    pageUrl: `${base}/public/rt/${link}/${row.version}`,
  };
}
