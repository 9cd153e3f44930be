/**
 * The audience presets (docs/product/constants.md#audience-and-variable-surfaces: 25) chosen from the seating
 * rows of the finishes source table: kinds of seating, each unoccupied and occupied where the sources give
 * both. The converter resolves each name to its seed id and fails on a name that does not exist.
 */
export const AUDIENCE_PRESET_DEFINITIONS: readonly {
  key: string;
  label: string;
  seating: string;
  occupancy: 'unoccupied' | 'partly-occupied' | 'occupied';
  finishName: string;
}[] = [
  ...pair(
    'upholstered',
    'Upholstered seating (Hall)',
    'Upholstered seating, unoccupied',
    'Upholstered seating, occupied',
  ),
  ...pair(
    'slightly-upholstered',
    'Slightly upholstered seating',
    'Seating, slightly upholstered, unoccupied',
    'Seating, slightly upholstered, occupied',
  ),
  ...pair(
    'fabric-upholstered',
    'Fabric-upholstered seats',
    'Empty chairs, upholstered with cloth cover',
    'Fully occupied seating, fabric upholstered',
  ),
  ...pair(
    'moderately-upholstered',
    'Moderately upholstered chairs, 0.90 m × 0.55 m',
    'Unoccupied, moderately upholstered chairs (0.90 m × 0.55 m)',
    'Audience in moderately upholstered chairs 0,90 m × 0,55 m',
  ),
  ...pair(
    'wooden-chairs',
    'Wooden chairs',
    'Wooden chairs without cushion',
    'Audience on wooden chairs, 2 per m2',
  ),
  ...pair(
    'wooden-pews',
    'Wooden pews and seating',
    'Wood or metal seating, unoccupied',
    'Wooden pews, occupied',
  ),
  ...pair(
    'auditorium-seat',
    'Auditorium seats (per seat)',
    'Auditorium seat, unoccupied',
    'Auditorium seat, occupied',
  ),
  ...triple(
    'wooden-benches',
    'Wooden benches',
    'Benches, wooden, empty',
    'Benches, wooden, 2/3 occupied',
    'Benches, wooden, fully occupied',
  ),
  ...triple(
    'cushioned-benches',
    'Benches with cushioned seats and backs',
    'Benches, cushioned seats and backs, empty',
    'Benches, cushioned seats and backs, 2/3 occupied',
    'Benches, cushioned seats and backs, fully occupied',
  ),
  single(
    'heavily-upholstered',
    'Heavily upholstered seats',
    'unoccupied',
    'Heavily upholstered seats, unoccupied',
  ),
  single(
    'concert-chairs',
    'Medium upholstered concert chairs',
    'unoccupied',
    'Medium upholstered concert chairs, empty',
  ),
  single(
    'leather-chairs',
    'Leather-upholstered chairs',
    'unoccupied',
    'Empty chairs, upholstered with leather cover',
  ),
  single('plastic-chairs', 'Plastic chairs', 'unoccupied', 'Unoccupied plastic chairs'),
  single('tablet-arm-chairs', 'Tablet arm chairs', 'occupied', 'Students seated in tablet arm chairs'),
];

function single(
  kind: string,
  seating: string,
  occupancy: 'unoccupied' | 'partly-occupied' | 'occupied',
  finishName: string,
) {
  const state = occupancy === 'partly-occupied' ? '2/3 occupied' : occupancy;
  return { key: `${kind}-${occupancy}`, label: `${seating}, ${state}`, seating, occupancy, finishName };
}

function pair(kind: string, seating: string, unoccupied: string, occupied: string) {
  return [single(kind, seating, 'unoccupied', unoccupied), single(kind, seating, 'occupied', occupied)];
}

function triple(kind: string, seating: string, empty: string, partly: string, full: string) {
  return [
    ...pair(kind, seating, empty, full).slice(0, 1),
    single(kind, seating, 'partly-occupied', partly),
    ...pair(kind, seating, empty, full).slice(1),
  ];
}
