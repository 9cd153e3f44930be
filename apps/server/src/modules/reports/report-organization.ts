import type { Organization, ReportPaper, RoomReport } from '@roomtone/contracts';
import { reportTextBlocks } from './report-text.ts';

/** Countries whose offices print on US Letter; everyone else uses A4 (ISO 216). */
const LETTER_COUNTRIES = new Set([
  'US',
  'CA',
  'MX',
  'PH',
  'CL',
  'CO',
  'VE',
  'GT',
  'CR',
  'SV',
  'DO',
  'PR',
  'PA',
]);

/** The paper an organization's country uses. */
export function paperOf(countryCode: string): ReportPaper {
  return LETTER_COUNTRIES.has(countryCode.toUpperCase()) ? 'letter' : 'a4';
}

/** The letterhead of an organization: name, address, report text, logo settings, paper. */
export function reportOrganization(organization: Organization): RoomReport['organization'] {
  return {
    name: organization.name,
    addressLines: addressLinesOf(organization),
    reportText: reportTextBlocks(organization.reportText),
    logoWidthPercent: organization.reportLogoWidth,
    logoUpdatedOn: organization.logoUpdatedOn,
    paper: paperOf(organization.country.code),
  };
}

function addressLinesOf(organization: Organization): string[] {
  const lines = organization.address
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const place = [organization.zip.trim(), organization.country.name.trim()].filter((part) => part !== '');
  if (place.length > 0) lines.push(place.join(' '));
  if (organization.phone.trim() !== '') lines.push(`Tel. ${organization.phone.trim()}`);
  return lines;
}
