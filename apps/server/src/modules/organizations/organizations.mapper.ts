import {
  type AcousticModel,
  findPlan,
  type Member,
  type Organization,
  organizationCurrency,
} from '@roomtone/contracts';
import type { AcousticModelRow, MemberRow, OrganizationRow } from './organizations.repo.ts';

/** An organization row as the API shows it to one of its users. */
export function toOrganization(row: OrganizationRow, role: 'owner' | 'member'): Organization {
  const plan = row.planCode ? findPlan(row.planCode) : undefined;
  return {
    id: row.id,
    name: row.name,
    subscriberName: row.subscriberName,
    phone: row.phone,
    address: row.address,
    zip: row.zip,
    country: { name: row.countryName, code: row.countryCode },
    units: row.units,
    currency: organizationCurrency(row.currency, row.countryCode),
    reportText: row.reportText,
    reportLogoWidth: row.reportLogoWidth,
    vendorRequests: row.vendorRequests,
    vendorName: row.vendorName ?? '',
    vendorCss: row.vendorCss,
    vendorCssInline: row.vendorCssInline,
    vendorUrl: row.vendorUrl,
    vendorUrlName: row.vendorUrlName,
    plan: row.planCode ? { code: row.planCode, displayName: plan?.displayName ?? row.planCode } : null,
    isPersonal: row.isPersonal,
    logoUpdatedOn: row.logoUpdatedOn?.toISOString() ?? null,
    role,
  };
}

/** The name a member is listed under: their full name, or their e-mail until they set one. */
export function memberName(row: Pick<MemberRow, 'email' | 'firstName' | 'lastName'>): string {
  const name = `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim();
  return name === '' ? row.email : name;
}

/** A member row as the API shows it: a member may be removed, the owner never. */
export function toMember(row: MemberRow, role: 'owner' | 'member' = 'member'): Member {
  return { id: row.id, name: memberName(row), email: row.email, role, canRemove: role === 'member' };
}

/** An acoustic model row as the API shows it. */
export function toAcousticModel(row: AcousticModelRow): AcousticModel {
  return { id: row.id, statusName: row.statusName ?? 'Unknown', createdOn: row.createdOn.toISOString() };
}
