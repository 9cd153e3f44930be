/**
 * Session lookups kept for a moment on this server instance, so that the burst of reads a screen
 * makes (the dashboard's list and its filters, a room with its revisions, a finish search at every
 * keystroke) costs one session lookup instead of one each (docs/security.md, sessions).
 *
 * Only reads take a kept lookup; a write always looks its session up afresh. Every write this
 * instance answers forgets everything kept, so a change it made (a sign-out, a new password, a
 * lock, a plan, a membership, a name) is seen by the very next read. A lookup that began before
 * such a forgetting is not kept: it may have read the row as it was before the write.
 */
export class RecentSessions<T> {
  private readonly entries = new Map<string, { keptAt: number; value: T }>();
  private generation = 0;

  /**
   * @param lifeMs how long a lookup is kept (0: never kept)
   * @param maxEntries the most lookups kept at once; the oldest goes first
   * @param now the clock, in milliseconds
   */
  constructor(
    private readonly lifeMs: number,
    private readonly maxEntries = 10_000,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** The lookup kept for `id` while it is younger than its life, else undefined. */
  get(id: string): T | undefined {
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    if (this.now() - entry.keptAt < this.lifeMs) return entry.value;
    this.entries.delete(id);
    return undefined;
  }

  /** Marks the start of a lookup: hand the answer to `keep` with the lookup's result. */
  begin(): number {
    return this.generation;
  }

  /** Keeps a lookup that began at `generation`, unless a write was answered since. */
  keep(id: string, value: T, generation: number): void {
    if (this.lifeMs <= 0 || generation !== this.generation) return;
    this.entries.delete(id);
    this.entries.set(id, { keptAt: this.now(), value });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }

  /** Forgets every lookup kept, and any lookup under way. */
  forgetAll(): void {
    this.generation += 1;
    this.entries.clear();
  }

  /** How many lookups are kept (for tests). */
  get size(): number {
    return this.entries.size;
  }
}
