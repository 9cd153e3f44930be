/**
 * The demo organization's workspace as data: clients, projects with phases over the coming
 * months, rooms with calculation documents, partitions and meeting notes. Every name is fictional.
 */

type Band = [number, number, number, number, number, number];

/** A finish: absorption coefficients at 125-4000 Hz (typical published values). */
const FINISHES = {
  plaster: ['Painted plaster', [0.01, 0.02, 0.02, 0.03, 0.04, 0.05]],
  gypsum: ['Gypsum board on studs', [0.29, 0.1, 0.05, 0.04, 0.07, 0.09]],
  concrete: ['Sealed concrete', [0.01, 0.01, 0.02, 0.02, 0.02, 0.02]],
  woodFloor: ['Wood floor on joists', [0.15, 0.11, 0.1, 0.07, 0.06, 0.07]],
  carpet: ['Carpet on concrete', [0.02, 0.06, 0.14, 0.37, 0.6, 0.65]],
  vinyl: ['Vinyl on concrete', [0.02, 0.03, 0.03, 0.03, 0.03, 0.02]],
  tile: ['Mineral fibre ceiling tile', [0.3, 0.55, 0.7, 0.75, 0.8, 0.8]],
  panels: ['Fabric-wrapped panels, 50 mm', [0.2, 0.7, 1.0, 1.0, 0.95, 0.9]],
  glass: ['Glazing, 6 mm', [0.18, 0.06, 0.04, 0.03, 0.02, 0.02]],
  seats: ['Upholstered seats, occupied', [0.39, 0.57, 0.8, 0.94, 0.92, 0.87]],
  curtain: ['Heavy velour curtain', [0.14, 0.35, 0.55, 0.72, 0.7, 0.65]],
} satisfies Record<string, [string, Band]>;

type FinishKey = keyof typeof FINISHES;
type Area = Partial<Record<'lr' | 'fr' | 'fc', number>>;

function surface(finish: FinishKey, area: Area) {
  const [name, [a125, a250, a500, a1000, a2000, a4000]] = FINISHES[finish];
  return { type: 'multiaxis-custom-alpha', name, a125, a250, a500, a1000, a2000, a4000, area };
}

/** A Metric calc document of a rectangular room. */
function calc(name: string, size: [number, number, number], surfaces: ReturnType<typeof surface>[]) {
  const [len, width, height] = size;
  return {
    name,
    units: { system: 'Metric' },
    len,
    width,
    height,
    temperature: 20,
    rtDecay: 60,
    settings: { limitCoefficients: true, airAbsorption: true, reportModel: 'auto' },
    gui: { openPanels: ['sabine', 'eyring'], hiddenSeries: [] },
    surfaces,
  };
}

export type RoomSeed = {
  name: string;
  number: string;
  /** Each revision: its comment and its document, oldest first. */
  revisions: { comment: string; document: ReturnType<typeof calc> }[];
};

function walls(size: [number, number, number]): { lr: number; fr: number } {
  const [len, width, height] = size;
  return { lr: 2 * len * height, fr: 2 * width * height };
}

/** The auditorium's stage curtain and rear-wall panels, m²: both take their area from the front/rear walls. */
const STAGE_CURTAIN = 110;
const REAR_PANELS = 140;

/**
 * The auditorium: each revision covers every surface group with exactly the room's geometric area
 * (side walls 2LH, front/rear walls 2WH, floor and ceiling 2LW), as a consultant would enter it.
 */
function auditorium(): RoomSeed {
  const size: [number, number, number] = [32, 22, 12];
  const wall = walls(size);
  const floor = 32 * 22;
  return {
    name: 'Main auditorium',
    number: '101',
    revisions: [
      {
        comment: 'Shell as drawn: plaster and concrete',
        document: calc('Main auditorium', size, [
          surface('plaster', wall),
          surface('concrete', { fc: floor * 2 - 380 }),
          surface('seats', { fc: 380 }),
        ]),
      },
      {
        comment: 'Wood floor, stage curtain',
        document: calc('Main auditorium', size, [
          surface('plaster', { lr: wall.lr, fr: wall.fr - STAGE_CURTAIN }),
          surface('concrete', { fc: floor }),
          surface('woodFloor', { fc: floor - 380 }),
          surface('seats', { fc: 380 }),
          surface('curtain', { fr: STAGE_CURTAIN }),
        ]),
      },
      {
        comment: 'Rear wall panels against echo',
        document: calc('Main auditorium', size, [
          surface('plaster', { lr: wall.lr, fr: wall.fr - STAGE_CURTAIN - REAR_PANELS }),
          surface('panels', { fr: REAR_PANELS }),
          surface('concrete', { fc: floor }),
          surface('woodFloor', { fc: floor - 380 }),
          surface('seats', { fc: 380 }),
          surface('curtain', { fr: STAGE_CURTAIN }),
        ]),
      },
    ],
  };
}

function smallRoom(name: string, number: string, size: [number, number, number], floor: FinishKey): RoomSeed {
  const wall = walls(size);
  const area = size[0] * size[1];
  return {
    name,
    number,
    revisions: [
      {
        comment: 'Existing finishes',
        document: calc(name, size, [
          surface('gypsum', wall),
          surface(floor, { fc: area }),
          surface('plaster', { fc: area }),
        ]),
      },
      {
        comment: 'Acoustic ceiling tile',
        document: calc(name, size, [
          surface('gypsum', wall),
          surface(floor, { fc: area }),
          surface('tile', { fc: area }),
        ]),
      },
      {
        comment: 'Ceiling tile and wall panels',
        document: calc(name, size, [
          surface('gypsum', { lr: wall.lr - 8, fr: wall.fr }),
          surface('panels', { lr: 8 }),
          surface(floor, { fc: area }),
          surface('tile', { fc: area }),
        ]),
      },
    ],
  };
}

/** `YYYY-MM-DD` of today plus some days (the phases run over the coming months). */
export function dayFromToday(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export type ProjectSeed = {
  projectId: string;
  name: string;
  client: 0 | 1 | null;
  manager: 0 | 1 | 2;
  phases: { name: string; budget: number; fromDay: number; toDay: number }[];
  rooms: RoomSeed[];
  partitions: { source: number; receive: number; nc: number; stc: number; surfaceArea: number }[];
  notes: { type: 'in-person' | 'teleconference'; daysAgo: number; attendees: string; body: string }[];
};

export const CLIENTS = [
  {
    clientId: 'HAT-01',
    name: 'Harbourside Arts Trust',
    address: '4 Quay Street, Harbourside',
    countryCode: 'GB',
  },
  {
    clientId: 'MHP-07',
    name: 'Meridian Health Partners',
    address: '210 Elm Avenue, Springfield',
    countryCode: 'US',
  },
] as const;

export const COUNTRY_NAMES: Record<string, string> = { GB: 'United Kingdom', US: 'United States' };

export const PROJECTS: ProjectSeed[] = [
  {
    projectId: 'NL-2031-01',
    name: 'Harbourside Concert Hall',
    client: 0,
    manager: 0,
    phases: [
      { name: 'Schematic design', budget: 18500, fromDay: 7, toDay: 48 },
      { name: 'Design development', budget: 42000, fromDay: 49, toDay: 125 },
      { name: 'Construction documents', budget: 36000, fromDay: 126, toDay: 200 },
    ],
    rooms: [
      auditorium(),
      smallRoom('Rehearsal room', '102', [14, 10, 6], 'woodFloor'),
      smallRoom('Green room', '103', [7, 5, 3], 'carpet'),
    ],
    partitions: [{ source: 1, receive: 2, nc: 25, stc: 62, surfaceArea: 30 }],
    notes: [
      {
        type: 'in-person',
        daysAgo: 6,
        attendees: 'Maren Holt, Lena Varga, client building committee',
        body: '<h3>Kick-off</h3><p>Target <strong>RT 1.9 s</strong> at 500 Hz occupied for the auditorium; rehearsal room <em>0.9 s</em>.</p><ul><li><p>Client to confirm seat count (1,150)</p></li><li><p>Stage curtain to be motorised</p></li></ul>',
      },
      {
        type: 'teleconference',
        daysAgo: 2,
        attendees: 'Lena Varga, structural engineer',
        body: '<p>Rear wall panel fixings agreed. Panels <u>must not</u> exceed 50 mm depth.</p>',
      },
    ],
  },
  {
    projectId: 'NL-2031-02',
    name: 'Meridian Clinic Consult Rooms',
    client: 1,
    manager: 1,
    phases: [
      { name: 'Survey', budget: 4200, fromDay: 3, toDay: 24 },
      { name: 'Recommendations', budget: 6800, fromDay: 25, toDay: 70 },
    ],
    rooms: [
      smallRoom('Consult room A', '201', [4.2, 3.6, 2.7], 'vinyl'),
      smallRoom('Consult room B', '202', [4.2, 3.6, 2.7], 'vinyl'),
      smallRoom('Waiting area', '203', [9, 6, 2.7], 'carpet'),
    ],
    partitions: [
      { source: 0, receive: 1, nc: 35, stc: 52, surfaceArea: 9.7 },
      { source: 2, receive: 0, nc: 35, stc: 38, surfaceArea: 11.3 },
    ],
    notes: [
      {
        type: 'in-person',
        daysAgo: 4,
        attendees: 'Tomas Reyes, practice manager',
        body: '<p>Patients in the waiting area can follow conversations in consult room A. Door undercut and the shared wall to be checked.</p>',
      },
    ],
  },
  {
    projectId: 'NL-2031-03',
    name: 'Northlight Office Fit-out',
    client: null,
    manager: 2,
    phases: [
      { name: 'Design', budget: 2500, fromDay: 14, toDay: 45 },
      { name: 'Fit-out', budget: 9000, fromDay: 46, toDay: 110 },
    ],
    rooms: [
      smallRoom('Open office', '1.01', [18, 12, 3], 'carpet'),
      smallRoom('Boardroom', '1.02', [8, 5, 3], 'carpet'),
    ],
    partitions: [{ source: 1, receive: 0, nc: 40, stc: 48, surfaceArea: 15 }],
    notes: [
      {
        type: 'teleconference',
        daysAgo: 1,
        attendees: 'Ines Okafor, Maren Holt',
        body: '<p>Boardroom glazing to the open office: look at laminated glass for better STC.</p>',
      },
    ],
  },
];
