import { z } from 'zod';
import { newPassword } from './accounts.ts';
import { requiredCountryCode } from './countries.ts';
import { envelopeOf } from './envelope.ts';
import { optionalText, requiredEmail, requiredText } from './fields.ts';
import { MESSAGES } from './messages.ts';
import { UnitsSystemSchema } from './rooms.ts';

/** Longest vendor stylesheet accepted, in characters. */
export const VENDOR_CSS_MAX_LENGTH = 20_000;
/** Longest inline vendor CSS (declarations only) accepted, in characters. */
export const VENDOR_CSS_INLINE_MAX_LENGTH = 2_000;

/**
 * The attribute the vendor calculator's root element carries: the inline vendor CSS applies to
 * the element with this attribute (`[data-vendor-calculator] { … }`).
 */
export const VENDOR_CALCULATOR_ATTRIBUTE = 'data-vendor-calculator';

/** Message of a vendor name that is not a URL-safe name. */
export const VENDOR_NAME_RULE =
  'Use 2 to 40 letters, digits or hyphens, starting and ending with a letter or digit';
/** Message of web inquiries switched on without a vendor name. */
export const VENDOR_NAME_NEEDED = 'A vendor name is required to receive web inquiries';
/** Message of a vendor name another organization uses. */
export const VENDOR_NAME_TAKEN = 'That vendor name is already taken.';
/** Message of a vendor address that is not a web address. */
export const VENDOR_URL_RULE = 'Enter a web address starting with http:// or https://';

const VENDOR_NAME_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])$/;

/**
 * The vendor name of `/v/{vendorName}/rt`: empty (none) or 2-40 lower-case letters, digits and
 * hyphens, so it needs no escaping in a URL. Upper case is folded to lower case.
 */
export function vendorNameField() {
  return z
    .string({ error: VENDOR_NAME_RULE })
    .trim()
    .toLowerCase()
    .refine((name) => name === '' || VENDOR_NAME_PATTERN.test(name), { error: VENDOR_NAME_RULE });
}

/** An optional http(s) address: a `javascript:` or other scheme can never become a link. */
function optionalWebAddress() {
  return z
    .string({ error: VENDOR_URL_RULE })
    .trim()
    .max(500, { error: 'Must be at most 500 characters' })
    .refine((value) => value === '' || isWebAddress(value), { error: VENDOR_URL_RULE });
}

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * Profile tab of organization settings (docs/product/validation.md#organization-profile: all required but the
 * phone).
 */
export const OrganizationProfileBodySchema = z.object({
  section: z.literal('profile'),
  name: requiredText(120),
  subscriberName: requiredText(120),
  phone: optionalText(40),
  address: requiredText(300),
  zip: requiredText(20),
  countryCode: requiredCountryCode(),
});
/** The Profile tab's values. */
export type OrganizationProfileBody = z.infer<typeof OrganizationProfileBodySchema>;

/** Settings tab of organization settings (plans pro or man). */
export const OrganizationSettingsBodySchema = z
  .object({
    section: z.literal('settings'),
    units: UnitsSystemSchema,
    /** The currency budgets are kept in (default: the country's); left as it is when absent. */
    currency: currencyField().optional(),
    reportText: optionalText(2000),
    reportLogoWidth: z
      .number({ error: 'Must be a number from 0 to 100' })
      .int({ error: 'Must be a whole number' })
      .min(0, { error: 'Must be a number from 0 to 100' })
      .max(100, { error: 'Must be a number from 0 to 100' }),
    vendorRequests: z.boolean(),
    vendorName: vendorNameField(),
    vendorCss: optionalText(VENDOR_CSS_MAX_LENGTH),
    vendorCssInline: optionalText(VENDOR_CSS_INLINE_MAX_LENGTH),
    vendorUrl: optionalWebAddress(),
    vendorUrlName: optionalText(120),
  })
  .refine((values) => !values.vendorRequests || values.vendorName !== '', {
    error: VENDOR_NAME_NEEDED,
    path: ['vendorName'],
  });
/** The Settings tab's values. */
export type OrganizationSettingsBody = z.infer<typeof OrganizationSettingsBodySchema>;

/**
 * `PUT /api/account/organization`: one tab at a time, named by `section`, so saving the profile
 * never touches the settings and the other way round.
 */
export const UpdateOrganizationBodySchema = z.discriminatedUnion('section', [
  OrganizationProfileBodySchema,
  OrganizationSettingsBodySchema,
]);
/** A `PUT /api/account/organization` body. */
export type UpdateOrganizationBody = z.infer<typeof UpdateOrganizationBodySchema>;

/** The organization's plan as the settings show it. */
export const OrganizationPlanSchema = z.object({ code: z.string(), displayName: z.string() }).strict();

/** The organization (docs/product/data.md#organization) as `GET /api/account/organization` answers it. */
export const OrganizationSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    subscriberName: z.string(),
    phone: z.string(),
    address: z.string(),
    zip: z.string(),
    country: z.object({ name: z.string(), code: z.string() }).strict(),
    units: UnitsSystemSchema,
    /** The currency of budgets: the one chosen in the settings, else the country's. */
    currency: z.string(),
    reportText: z.string(),
    reportLogoWidth: z.number(),
    vendorRequests: z.boolean(),
    vendorName: z.string(),
    vendorCss: z.string(),
    vendorCssInline: z.string(),
    vendorUrl: z.string(),
    vendorUrlName: z.string(),
    plan: OrganizationPlanSchema.nullable(),
    /** A personal organization is the private workspace of a user without an organization account. */
    isPersonal: z.boolean(),
    /** When the logo was last changed (ISO time); null without a logo. */
    logoUpdatedOn: z.string().nullable(),
    /** The caller's place in it: 'owner' is the organization-level user. */
    role: z.enum(['owner', 'member']),
  })
  .strict();
/** An organization as its users see it. */
export type Organization = z.infer<typeof OrganizationSchema>;

/** Answer of `GET` and `PUT /api/account/organization`. */
export const OrganizationResponseSchema = envelopeOf({
  organization: OrganizationSchema,
  message: z.string().optional(),
});
/** The organization answer. */
export type OrganizationResponse = z.infer<typeof OrganizationResponseSchema>;

/** Answer of `POST /api/account/organization/profilepic`. */
export const LogoResponseSchema = envelopeOf({ logoUpdatedOn: z.string(), message: z.string() });
/** The logo upload answer. */
export type LogoResponse = z.infer<typeof LogoResponseSchema>;

/** A member of an organization (docs/product/data.md#organization). */
export const MemberSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    /** 'owner': the organization-level user, who manages the members; never removed. */
    role: z.enum(['owner', 'member']),
    /** Whether the owner may remove this person from the organization. */
    canRemove: z.boolean(),
  })
  .strict();
/** A member. */
export type Member = z.infer<typeof MemberSchema>;

/** `GET /api/account/organization/members`. */
export const MembersResponseSchema = envelopeOf({
  members: z.array(MemberSchema),
  /** The organization-level user, shown apart from the members. */
  owner: MemberSchema.nullable(),
});
/** The members answer. */
export type MembersResponse = z.infer<typeof MembersResponseSchema>;

/** `POST /api/account/organization/member`: the new member's e-mail (the username) and password. */
export const NewMemberBodySchema = z.object({ email: requiredEmail(), password: newPassword() });
/** The New Member dialog's values. */
export type NewMemberBody = z.infer<typeof NewMemberBodySchema>;

/**
 * The body `POST /api/account/organization/member` accepts: the e-mail may also be sent as
 * `username` (docs/product/api.md#organization); `email` wins when both are sent.
 */
export const NewMemberRequestSchema = z.preprocess((body) => {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const { username, ...rest } = body as Record<string, unknown>;
  return rest.email === undefined && username !== undefined ? { ...rest, email: username } : rest;
}, NewMemberBodySchema);

/** Answer of `POST /api/account/organization/member`. */
export const MemberResponseSchema = envelopeOf({ member: MemberSchema });
/** The answer of adding a member. */
export type MemberResponse = z.infer<typeof MemberResponseSchema>;

/** Path of `DELETE /api/account/organization/member/{id}` ('Member ID is required'). */
export const MemberParamsSchema = z.object({
  id: z.string({ error: MESSAGES.memberIdRequired }).trim().min(1, { error: MESSAGES.memberIdRequired }),
});

/** Message of an e-mail address that already belongs to an account. */
export const EMAIL_TAKEN = 'That email is already registered.';

/** One acoustic model of the organization (docs/product/data.md#acoustic-model). */
export const AcousticModelSchema = z
  .object({ id: z.string(), statusName: z.string(), createdOn: z.string() })
  .strict();
/** An acoustic model. */
export type AcousticModel = z.infer<typeof AcousticModelSchema>;

/** `GET /api/model-library/list`. */
export const AcousticModelsResponseSchema = envelopeOf({ models: z.array(AcousticModelSchema) });
/** The acoustic models answer. */
export type AcousticModelsResponse = z.infer<typeof AcousticModelsResponseSchema>;

/** Path of `GET /api/inquiries/css/{vendor}`. */
export const VendorCssParamsSchema = z.object({ vendor: z.string().max(100) });

/**
 * The currency of each country (ISO 3166-1 alpha-2 → ISO 4217), for the organization's default
 * currency. Countries sharing a currency are listed under it; a country not listed (Antarctica)
 * falls back to the US dollar.
 */
const COUNTRIES_BY_CURRENCY: Record<string, string> = {
  EUR: 'AX AD AT BE BG CY EE FI FR GF TF DE GR GP HR IE IT LV LT LU MT MQ YT MC ME NL PT RE BL MF PM SM SK SI ES VA',
  USD: 'AS BQ IO EC SV GU MH FM MP PW PA PR TC TL UM US VG VI ZW',
  AUD: 'AU CX CC HM KI NR NF TV',
  NZD: 'CK NZ NU PN TK',
  XCD: 'AI AG DM GD MS KN LC VC',
  XOF: 'BJ BF CI GW ML NE SN TG',
  XAF: 'CM CF TD CG GQ GA',
  XPF: 'NC PF WF',
  DKK: 'DK FO GL',
  NOK: 'NO SJ BV',
  GBP: 'GB GG IM JE GS',
  CHF: 'CH LI',
  MAD: 'MA EH',
  ANG: 'CW SX',
  ILS: 'IL PS',
  AFN: 'AF',
  ALL: 'AL',
  DZD: 'DZ',
  AOA: 'AO',
  ARS: 'AR',
  AMD: 'AM',
  AWG: 'AW',
  AZN: 'AZ',
  BSD: 'BS',
  BHD: 'BH',
  BDT: 'BD',
  BBD: 'BB',
  BYN: 'BY',
  BZD: 'BZ',
  BMD: 'BM',
  BTN: 'BT',
  BOB: 'BO',
  BAM: 'BA',
  BWP: 'BW',
  BRL: 'BR',
  BND: 'BN',
  BIF: 'BI',
  KHR: 'KH',
  CAD: 'CA',
  CVE: 'CV',
  KYD: 'KY',
  CLP: 'CL',
  CNY: 'CN',
  COP: 'CO',
  KMF: 'KM',
  CDF: 'CD',
  CRC: 'CR',
  CUP: 'CU',
  CZK: 'CZ',
  DJF: 'DJ',
  DOP: 'DO',
  EGP: 'EG',
  ERN: 'ER',
  SZL: 'SZ',
  ETB: 'ET',
  FKP: 'FK',
  FJD: 'FJ',
  GMD: 'GM',
  GEL: 'GE',
  GHS: 'GH',
  GIP: 'GI',
  GTQ: 'GT',
  GNF: 'GN',
  GYD: 'GY',
  HTG: 'HT',
  HNL: 'HN',
  HKD: 'HK',
  HUF: 'HU',
  ISK: 'IS',
  INR: 'IN',
  IDR: 'ID',
  IRR: 'IR',
  IQD: 'IQ',
  JMD: 'JM',
  JPY: 'JP',
  JOD: 'JO',
  KZT: 'KZ',
  KES: 'KE',
  KWD: 'KW',
  KGS: 'KG',
  LAK: 'LA',
  LBP: 'LB',
  LSL: 'LS',
  LRD: 'LR',
  LYD: 'LY',
  MOP: 'MO',
  MGA: 'MG',
  MWK: 'MW',
  MYR: 'MY',
  MVR: 'MV',
  MRU: 'MR',
  MUR: 'MU',
  MXN: 'MX',
  MDL: 'MD',
  MNT: 'MN',
  MZN: 'MZ',
  MMK: 'MM',
  NAD: 'NA',
  NPR: 'NP',
  NIO: 'NI',
  NGN: 'NG',
  KPW: 'KP',
  MKD: 'MK',
  OMR: 'OM',
  PKR: 'PK',
  PGK: 'PG',
  PYG: 'PY',
  PEN: 'PE',
  PHP: 'PH',
  PLN: 'PL',
  QAR: 'QA',
  RON: 'RO',
  RUB: 'RU',
  RWF: 'RW',
  SHP: 'SH',
  WST: 'WS',
  STN: 'ST',
  SAR: 'SA',
  RSD: 'RS',
  SCR: 'SC',
  SLE: 'SL',
  SGD: 'SG',
  SBD: 'SB',
  SOS: 'SO',
  ZAR: 'ZA',
  KRW: 'KR',
  SSP: 'SS',
  LKR: 'LK',
  SDG: 'SD',
  SRD: 'SR',
  SEK: 'SE',
  SYP: 'SY',
  TWD: 'TW',
  TJS: 'TJ',
  TZS: 'TZ',
  THB: 'TH',
  TOP: 'TO',
  TTD: 'TT',
  TND: 'TN',
  TRY: 'TR',
  TMT: 'TM',
  UGX: 'UG',
  UAH: 'UA',
  AED: 'AE',
  UYU: 'UY',
  UZS: 'UZ',
  VUV: 'VU',
  VES: 'VE',
  VND: 'VN',
  YER: 'YE',
  ZMW: 'ZM',
};

const CURRENCY_OF_COUNTRY: ReadonlyMap<string, string> = new Map(
  Object.entries(COUNTRIES_BY_CURRENCY).flatMap(([currency, codes]) =>
    codes.split(' ').map((country) => [country, currency] as const),
  ),
);

/** The currency an organization without a chosen one uses. */
export const FALLBACK_CURRENCY = 'USD';

/** Every currency an organization may keep its budgets in (ISO 4217 codes, sorted). */
export const CURRENCIES: readonly string[] = [...new Set(CURRENCY_OF_COUNTRY.values())].sort();

/** The currency of a country (ISO 3166-1 alpha-2 code); the US dollar for an unknown or empty code. */
export function currencyOfCountry(countryCode: string): string {
  return CURRENCY_OF_COUNTRY.get(countryCode.toUpperCase()) ?? FALLBACK_CURRENCY;
}

/** The organization's currency: the one it chose, else its country's. */
export function organizationCurrency(chosen: string | null, countryCode: string): string {
  return chosen ?? currencyOfCountry(countryCode);
}

/** A currency of {@link CURRENCIES}, upper-cased ('Please choose a currency from the list'). */
export function currencyField() {
  return z
    .string({ error: MESSAGES.currencyUnknown })
    .trim()
    .toUpperCase()
    .refine((code) => CURRENCIES.includes(code), { error: MESSAGES.currencyUnknown });
}
