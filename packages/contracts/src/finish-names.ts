/**
 * How the calculator names a chosen finish and states its details: plain functions, apart from
 * the finish's schema in `finishes.ts`, which the calculator does not need for them.
 */
import type { FinishUnit } from './finishes.ts';

/**
 * The name the calculator shows for a chosen finish (a surface's `finishObj.finishName`): the
 * name, preceded by manufacturer and model when the finish has them.
 */
export function finishNameOf(finish: { name: string; manufacturer: string; model: string }): string {
  const maker = [finish.manufacturer, finish.model].filter((part) => part.trim() !== '').join(' ');
  return maker === '' ? finish.name : `${maker}: ${finish.name}`;
}

/**
 * The one-line details of a finish (a surface's `finishObj.finishDetails`): thickness, density,
 * mounting and features, then the unit of per-object finishes; a part the name already states
 * ('Curtain fabric, 15 cm from wall' mounted '15 cm from wall') is not repeated.
 */
export function finishDetailsOf(finish: {
  name: string;
  thickness: string;
  density: string;
  mounting: string;
  feat1: string;
  feat2: string;
  feat3: string;
  feat4: string;
  feat5: string;
  unit: FinishUnit;
}): string {
  const parts = [
    finish.thickness,
    finish.density,
    finish.mounting,
    finish.feat1,
    finish.feat2,
    finish.feat3,
    finish.feat4,
    finish.feat5,
  ].filter((part) => part.trim() !== '' && !statesPart(finish.name, part));
  if (finish.unit === 'sabin-per-object') parts.push('sabins (m²) per object');
  return parts.join(', ');
}

/** Lower case, single spaces, a number joined to its unit ('50 mm' reads as '50mm'). */
function wordsOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/(\d) (?=[a-z])/g, '$1')
    .trim();
}

/** Whether `name` states `part` as whole words ('Glass wool 50mm' states '50 mm', not 'A'). */
function statesPart(name: string, part: string): boolean {
  const words = wordsOf(part).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^a-z0-9])${words}($|[^a-z0-9])`).test(wordsOf(name));
}
