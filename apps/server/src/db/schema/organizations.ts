import {
  boolean,
  customType,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from './columns.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** Organizations (docs/product/data.md#organization). A user without one gets a personal organization. */
export const organizations = pgTable(
  'organizations',
  {
    id: idColumn(),
    name: text('name').notNull(),
    subscriberName: text('subscriber_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull().default(''),
    zip: text('zip').notNull().default(''),
    countryName: text('country_name').notNull().default(''),
    countryCode: text('country_code').notNull().default(''),
    units: text('units', { enum: ['Imperial', 'Metric'] })
      .notNull()
      .default('Imperial'),
    /** The ISO 4217 currency of budgets; null: the country's currency. */
    currency: text('currency'),
    reportText: text('report_text').notNull().default(''),
    reportLogoWidth: integer('report_logo_width').notNull().default(50),
    logo: bytea('logo'),
    logoMime: text('logo_mime'),
    logoUpdatedOn: timestamp('logo_updated_on', { withTimezone: true }),
    vendorRequests: boolean('vendor_requests').notNull().default(false),
    vendorName: text('vendor_name'),
    vendorCss: text('vendor_css').notNull().default(''),
    vendorCssInline: text('vendor_css_inline').notNull().default(''),
    vendorUrl: text('vendor_url').notNull().default(''),
    vendorUrlName: text('vendor_url_name').notNull().default(''),
    planCode: text('plan_code'),
    isPersonal: boolean('is_personal').notNull().default(false),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('organizations_vendor_name_key').on(table.vendorName),
    index('organizations_name_idx').on(table.name),
  ],
);
