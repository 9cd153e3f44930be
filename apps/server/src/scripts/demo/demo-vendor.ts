import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../db/client.ts';
import { inquiries, organizations, projects, rooms, users, vendorSettings } from '../../db/schema/index.ts';
import { roomSummary } from '../../modules/inquiries/inquiries.service.ts';
import { appendRevision, computeRevision } from '../../modules/rooms/revisions.service.ts';
import { demoOrganization } from './demo-organization-builder.ts';

/** The demo vendor: a demo supplier (demo-suppliers.ts) with a branded calculator and inquiries. */
export const DEMO_VENDOR = {
  vendorName: 'stillwater-demo',
  owner: { email: 'sales@stillwater.demo', firstName: 'Noor', lastName: 'Lindqvist' },
  /** Local origins the e2e tests and a developer's test page may frame the calculator from. */
  frameOrigins: ['http://localhost:4174', 'http://localhost:5174'],
} as const;

const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="96" viewBox="0 0 240 96">
<rect width="240" height="96" rx="12" fill="#0b4f6c"/>
<path d="M20 62c14-22 28-22 42 0s28 22 42 0" stroke="#9ee6e0" stroke-width="7" fill="none" stroke-linecap="round"/>
<text x="118" y="57" font-family="Arial, sans-serif" font-size="26" font-weight="700" fill="#ffffff">Stillwater</text>
</svg>`;

const VENDOR_CSS = `.vendor-header { border-bottom: 3px solid #0b4f6c; padding-bottom: 8px }
.vendor-header h1 { color: #0b4f6c }`;

/** A demo room of the size visitors typically send, with the vendor's ceiling tile. */
function demoCalc(name: string, len: number, width: number, height: number, ceilingAlpha: number[]) {
  const [a125, a250, a500, a1000, a2000, a4000] = ceilingAlpha;
  return {
    name,
    units: { system: 'Metric' },
    len,
    width,
    height,
    temperature: 20,
    rtDecay: 60,
    settings: { limitCoefficients: false, airAbsorption: true },
    surfaces: [
      {
        type: 'multiaxis-custom-alpha',
        name: 'Painted plasterboard walls',
        a125: 0.08,
        a250: 0.05,
        a500: 0.05,
        a1000: 0.04,
        a2000: 0.05,
        a4000: 0.05,
        area: { lr: 2 * len * height, fr: 2 * width * height },
      },
      {
        type: 'multiaxis-custom-alpha',
        name: 'Stillwater Hush ceiling tile 15 mm (demo)',
        a125,
        a250,
        a500,
        a1000,
        a2000,
        a4000,
        area: { fc: len * width },
      },
    ],
  };
}

const DEMO_INQUIRIES = [
  {
    name: 'Priya Raman',
    email: 'priya@example.com',
    phone: '+1 555 0142',
    message: 'We are refitting two classrooms. Could you quote the Hush tile for both?',
    calc: demoCalc('Classroom 2B', 9, 7, 3, [0.35, 0.55, 0.7, 0.8, 0.85, 0.82]),
    daysAgo: 1,
  },
  {
    name: 'Jonas Weber',
    email: 'jonas@example.com',
    phone: '+49 30 555 0199',
    message: 'Open-plan office, 40 desks. Is the raft better than the tile here?',
    calc: demoCalc('Open office', 20, 12, 3.2, [0.25, 0.6, 0.95, 1.0, 1.0, 0.95]),
    daysAgo: 3,
  },
  {
    name: 'Carmen Ortiz',
    email: 'carmen@example.com',
    phone: '+34 91 555 0110',
    message: 'Restaurant dining room, very loud on weekends. What coverage do we need?',
    calc: demoCalc('Dining room', 14, 10, 3.6, [0.35, 0.55, 0.7, 0.8, 0.85, 0.82]),
    daysAgo: 6,
  },
] as const;

/**
 * Turns the Stillwater demo supplier into a demo vendor: logo, stylesheet, site link, web
 * inquiries on, an owner who can sign in, a project to copy inquiries into, and three inquiries.
 * Needs the demo suppliers; running it again changes nothing.
 */
export async function seedDemoVendor(db: Db, password: string): Promise<{ created: boolean }> {
  const [vendor] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.vendorName, DEMO_VENDOR.vendorName))
    .limit(1);
  if (!vendor) return { created: false };
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_VENDOR.owner.email))
    .limit(1);
  if (owner) return { created: false };

  await db
    .insert(vendorSettings)
    .values({ organizationId: vendor.id, frameOrigins: [...DEMO_VENDOR.frameOrigins] })
    .onConflictDoNothing();
  const { ownerId } = await demoOrganization(db, {
    organizationId: vendor.id,
    fields: {
      vendorRequests: true,
      vendorUrl: 'https://stillwater.example',
      vendorUrlName: 'stillwater.example (fictional)',
      vendorCss: VENDOR_CSS,
      vendorCssInline: 'border-top: 4px solid #0b4f6c',
      logo: await sharp(Buffer.from(LOGO_SVG)).png().toBuffer(),
      logoMime: 'image/png',
      logoUpdatedOn: new Date(),
    },
    owner: DEMO_VENDOR.owner,
    password,
  });
  const [project] = await db
    .insert(projects)
    .values({ organizationId: vendor.id, projectId: 'SW-100', name: 'Customer rooms', createdBy: ownerId })
    .returning({ id: projects.id });
  if (!project) throw new Error('demo vendor project insert returned no row');
  await db
    .insert(rooms)
    .values({ projectId: project.id, name: 'Quote room', number: '1', createdBy: ownerId });
  const [firstRoom] = await db
    .select({ id: rooms.id })
    .from(rooms)
    .where(eq(rooms.projectId, project.id))
    .limit(1);
  if (firstRoom) {
    await appendRevision(db, {
      organizationId: vendor.id,
      roomId: firstRoom.id,
      userId: ownerId,
      phaseId: null,
      revisionComment: 'Starting point',
      computed: computeRevision(
        JSON.stringify(demoCalc('Quote room', 8, 6, 3, [0.35, 0.55, 0.7, 0.8, 0.85, 0.82])),
      ),
    });
  }
  for (const inquiry of DEMO_INQUIRIES) {
    const computed = computeRevision(JSON.stringify(inquiry.calc));
    await db.insert(inquiries).values({
      organizationId: vendor.id,
      vendorName: DEMO_VENDOR.vendorName,
      name: inquiry.name,
      email: inquiry.email,
      phone: inquiry.phone,
      message: inquiry.message,
      calculation: computed.calc,
      room: roomSummary(computed.calc),
      createdOn: new Date(Date.now() - inquiry.daysAgo * 24 * 60 * 60 * 1000),
    });
  }
  return { created: true };
}
