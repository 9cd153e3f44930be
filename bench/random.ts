/** A small deterministic random generator, so every run of a benchmark loads the same rows. */
export function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 16807) % 2147483647;
    return state / 2147483647;
  };
}
