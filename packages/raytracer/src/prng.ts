/**
 * A seeded pseudo-random generator (sfc32, seeded through splitmix32), so a simulation with the
 * same seed draws the same numbers on every machine and in every JavaScript engine: it uses only
 * 32-bit integer arithmetic (`Math.imul`, shifts), which the language defines exactly.
 */

/** Draws uniform numbers in [0, 1). */
export type Random = () => number;

function splitmix32(state: number): () => number {
  let value = state >>> 0;
  return () => {
    value = (value + 0x9e3779b9) >>> 0;
    let mixed = value;
    mixed = Math.imul(mixed ^ (mixed >>> 16), 0x85ebca6b);
    mixed = Math.imul(mixed ^ (mixed >>> 13), 0xc2b2ae35);
    return (mixed ^ (mixed >>> 16)) >>> 0;
  };
}

/** A generator of uniform numbers in [0, 1) for a 32-bit seed. */
export function createRandom(seed: number): Random {
  const next = splitmix32(seed);
  let a = next();
  let b = next();
  let c = next();
  let counter = 1;
  return () => {
    const result = (a + b + counter) | 0;
    counter = (counter + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + result) | 0;
    return (result >>> 0) / 4294967296;
  };
}
