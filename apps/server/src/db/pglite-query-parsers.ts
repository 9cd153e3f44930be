import { type PGlite, type QueryOptions, type Transaction, types } from '@electric-sql/pglite';

/**
 * Drizzle's PGlite driver passes the same type parsers with every query (dates, times and
 * intervals, and their arrays, as the text the database sends; drizzle maps them itself). PGlite
 * merges per-query parsers into its table of about 300 parsers on every query, which costs more
 * than a small query itself (about 0.1 ms). Set once on the instance, they make the per-query
 * copy redundant, so the client handed to drizzle drops it.
 */
const TEXT_AS_SENT = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];

function asSent(value: string): string {
  return value;
}

/** Query options without the parsers the instance already has. */
function withoutParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  if (options?.parsers === undefined) return options;
  const { parsers: _sameAsInstance, ...rest } = options;
  return rest;
}

/**
 * `target` whose `query` drops per-query parsers, with `replaced` members in place of its own.
 * Every other member is the target's own, bound to it: PGlite keeps its state in private fields,
 * which only the instance itself can read.
 */
function queryingWithoutParsers<T extends PGlite | Transaction>(target: T, replaced: Partial<T> = {}): T {
  const query = (text: string, params?: unknown[], options?: QueryOptions) =>
    target.query(text, params, withoutParsers(options));
  const members: Record<string | symbol, unknown> = { ...replaced, query };
  return new Proxy(target, {
    get(_, key) {
      if (key in members) return members[key];
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * `client` as drizzle should use it: drizzle's parsers set on the instance, and queries (also
 * inside transactions) sent without the per-query copy. Answers are the same as drizzle's own.
 */
export function pgliteForDrizzle(client: PGlite): PGlite {
  for (const type of TEXT_AS_SENT) client.parsers[type] = asSent;
  const transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    client.transaction((tx) => callback(queryingWithoutParsers(tx)));
  return queryingWithoutParsers(client, { transaction });
}
