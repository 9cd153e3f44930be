import { getTableName, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { runPrepared, sqlStringLiteral } from '../../db/prepared-statement.ts';
import { finishCategories, finishes, finishSearchWords } from '../../db/schema/index.ts';
import { finishColumnsAsKeys } from './finish-json.ts';
import { visibleConditionOfKind } from './finishes.repo.ts';

/**
 * Finish search in SQL: one statement per search, prepared once per connection.
 *
 * `search_text` holds a finish's distinct folded words between spaces, so `LIKE '% glas%'` is a
 * word-prefix match; the trigram GIN index serves it (and matches inside words) even for one
 * letter, because pg_trgm indexes word starts. Names are matched word by word the same way, as
 * `' ' || search_name`, which has a trigram index of its own, and by their start through the
 * `search_name` prefix index.
 *
 * Ranking, in tiers: the name equal to the query or starting with it, then names holding every
 * word, then matches in keywords, maker or description, then matches inside words, of corrected
 * spellings, of the other number and of synonyms; shorter names first within a tier, then by
 * name. (A name equal to the query is the shortest name starting with it, so it needs no tier of
 * its own.) Each tier is a CTE ordered and limited like the page, behind a one-time filter on the
 * count of the rows the tiers before it found, so a tier runs only while the page is not full
 * (typing a name usually fills it from the first). What the vocabulary (`finish_search_words`)
 * knows is asked only by a tier that runs: whether each query word starts a known word (the
 * word-start tiers run only if all do: a range of its prefix index), and which known words are
 * spelt like it (the last tier: `finish_search_vocabulary`, migration 0005, whose other answer,
 * whether a word is known, the search no longer reads).
 *
 * The statement's text depends only on the number of query words, on whether the caller is
 * signed in and on whether the table is large (below); every value is bound when it runs.
 * Prepared under a name of its own (`db/prepared-statement.ts`), it is parsed and planned once per connection instead of once
 * per keystroke: on the demo data, parsing and planning the tiers cost several times what
 * running them does (docs/operations.md, the request path). A plan kept for every query is made
 * without the query's values, so each condition is written so that such a plan can still read its
 * index: the name's start as a range of the prefix index, the last tier's alternatives as one
 * regular expression (`LIKE ANY` of an array known only when the statement runs is costed as ten
 * index scans, and the small table was read whole instead).
 *
 * Each finish comes back as the JSON text of its row (`finish-json.ts`), in rank order: that text
 * is also the key under which the server keeps the finish it has already mapped and serialized
 * (`finish-search-serializer.ts`).
 */

/** Up to this many query words (`searchTokensOf` keeps six). */
const MAX_SEARCH_WORDS = 6;

/** A text the last tier accepts for a query word: inside a word, or at a word's start. */
export type WordAlternative = { text: string; isWordStart: boolean };

/** What a search asks; all of it is known before the statement runs. */
export type FinishSearch = {
  /** Whether the caller is signed in, and its organization (null: none). */
  isSignedIn: boolean;
  organizationId: string | null;
  /** Only finishes of this unit, when given. */
  unit: string | null;
  /** The query words, folded, at most `MAX_SEARCH_WORDS`. */
  tokens: string[];
  /** The words whose look-alikes the vocabulary is asked for, and how many each. */
  fuzzyTokens: string[];
  correctionsPerWord: number;
  /**
   * Per query word, what the last tier accepts for it besides the look-alikes (never empty): the
   * word inside words or at a word's start, its other number and its synonyms at a word's start.
   */
  alternatives: WordAlternative[][];
  /** Whether the last tier runs at all. */
  isWidened: boolean;
  limit: number;
};

/**
 * From this many finishes on (by the planner's count, `pg_class.reltuples`), the table is large:
 * a query of one letter, or a correction as common as 'acoustic', then matches thousands of
 * finishes (`broadTier`).
 */
const LARGE_TABLE_ROWS = 1_000;

/**
 * How many finishes in rank order a tier that may match much of a large table reads before it
 * looks its matches up through the index (`broadTier`): with a page of 20, enough when one
 * finish in twenty matches.
 */
const PROBED_ROWS = 400;

/** The highest code point: every text starting with a phrase sorts below the phrase followed by it. */
const AFTER_EVERY_CHARACTER = String.fromCodePoint(0x10ffff);

/** Characters with a meaning in a PostgreSQL regular expression (folded words have none). */
const REGEX_SPECIAL = /[\\^$.|?*+()[\]{}]/g;

/** The alternatives of a word as one regular expression: ` word` is a match at a word's start. */
function alternativesPattern(alternatives: WordAlternative[]): string {
  // An empty expression would match every finish.
  if (alternatives.length === 0) throw new Error('finish search: a query word without alternatives');
  return alternatives
    .map(({ text, isWordStart }) => `${isWordStart ? ' ' : ''}${text.replace(REGEX_SPECIAL, '\\$&')}`)
    .join('|');
}

const placeholder = (name: string) => sql.placeholder(name);

const limit = sql`${placeholder('limit')}::integer`;

/** `(' ' || search_name)`, the name as words between spaces (it has a trigram index of its own). */
const nameWords = sql`(' ' || ${finishes.searchName})`;

/** The planner's count of the finishes (`reltuples`), which tells a large table from a small one. */
const tableRows = sql`(select reltuples from pg_class where oid = ${sql.raw(sqlStringLiteral(getTableName(finishes)))}::regclass)`;

/** Every query word starts a word of `column` (`word<n>`: `% <word>%`). */
function everyWordIn(column: SQLWrapper, tokenCount: number): SQL {
  return sql.join(
    Array.from(
      { length: tokenCount },
      (_, index) => sql`${column} like ${placeholder(`word${index}`)}::text`,
    ),
    sql` and `,
  );
}

/**
 * The name starts with the phrase. The range lets a plan made for any phrase read the prefix
 * index; `like` keeps the match exact whatever the range admits.
 */
const nameStartsWithPhrase = sql`(${finishes.searchName} ~>=~ ${placeholder('phrase')}::text
  and ${finishes.searchName} ~<~ ${placeholder('phraseEnd')}::text
  and ${finishes.searchName} like ${placeholder('phrasePattern')}::text)`;

/**
 * The last tier's condition on query word `index`: its alternatives (`widened<n>`) or one of the
 * known words spelt like it, at a word's start. Look-alikes are words of the vocabulary, folded
 * like every search word; characters with a meaning in a regular expression are escaped all the
 * same.
 */
function widenedWord(index: number): SQL {
  const lookAlikes = sql`coalesce((select string_agg('| ' || regexp_replace(look_alike, '([\\\\^$.|?*+()\\[\\]{}])', '\\\\\\1', 'g'), '')
    from look_alikes, unnest(look_alikes.words) as look_alike
    where look_alikes.token = ${placeholder(`token${index}`)}::text), '')`;
  return sql`${finishes.searchText} ~ (${placeholder(`widened${index}`)}::text || ${lookAlikes})`;
}

/** What every tier keeps to: visible to the caller, and of the unit asked for, if any. */
type TierScope = { visible: SQL; unit: SQL };

function rankKeys(rank: number): SQL {
  return sql`${sql.raw(String(rank))} as rank_tier, length(${finishes.searchName}) as rank_length,
    ${finishes.searchName} as rank_name, ${finishes.id} as rank_id`;
}

const rankOrder = sql`order by rank_length, rank_name, rank_id`;

/** A tier: finishes in scope meeting `condition` behind `gate`, as rank keys in rank order, at most the page. */
function tier(name: string, rank: number, gate: SQL, scope: TierScope, condition: SQL): SQL {
  return sql`${sql.identifier(name)} as materialized (select ${rankKeys(rank)}
    from ${finishes}
    where ${gate} and ${scope.visible} and ${scope.unit} and ${condition}
    ${rankOrder} limit ${limit})`;
}

/**
 * A tier that may match much of a large table (names starting with one letter; matches inside
 * words, corrections and synonyms). A plan made for any query reads its matches through the
 * trigram index and must sort them all, thousands of them, while the finishes in rank order
 * (which has an index) hold the page among their first few. So on a large table the tier first
 * reads up to `PROBED_ROWS` finishes in scope in rank order and stops at the page's worth of
 * matches; only if those do not fill the page are the matches, then few, read through the index
 * and sorted. Either way the page is the first matches in rank order. On a small table the
 * matches are always few, and the tier is a plain one.
 */
function broadTier(
  isLargeTable: boolean,
  ...[name, rank, gate, scope, condition]: Parameters<typeof tier>
): SQL {
  if (!isLargeTable) return tier(name, rank, gate, scope, condition);
  const first = `${name}_first`;
  // The inner rows come in rank order, so the outer order needs no sort and stops at the page.
  return sql`${sql.identifier(first)} as materialized (select rank_tier, rank_length, rank_name, rank_id
      from (select ${rankKeys(rank)}, ${finishes}.* from ${finishes}
        where ${gate} and ${scope.visible} and ${scope.unit}
        ${rankOrder} limit ${sql.raw(String(PROBED_ROWS))}) as ${finishes}
      where ${condition}
      ${rankOrder} limit ${limit}),
    ${sql.identifier(name)} as materialized (select * from ${sql.identifier(first)} where ${countOf(first)} >= ${limit}
      union all
      (select ${rankKeys(rank)} from ${finishes}
        where ${countOf(first)} < ${limit} and ${gate} and ${scope.visible} and ${scope.unit} and ${condition}
        ${rankOrder} limit ${limit}))`;
}

/** The number of rows the named tiers found. */
function countOf(...names: string[]): SQL {
  return sql.join(
    names.map((name) => sql`(select count(*) from ${sql.identifier(name)})`),
    sql` + `,
  );
}

/** The shape of a search statement: what its text depends on. */
type StatementShape = { tokenCount: number; isSignedIn: boolean; isLargeTable: boolean };

/** The search statement of a shape. */
function searchStatement({ tokenCount, isSignedIn, isLargeTable }: StatementShape): SQL {
  const scope: TierScope = {
    visible: visibleConditionOfKind(isSignedIn, sql`${placeholder('organizationId')}::uuid`),
    unit: sql`(${placeholder('unit')}::text is null or ${finishes.unit} = ${placeholder('unit')}::text)`,
  };
  // Each word starts a known word: the range of the vocabulary's prefix index a plan made for any word can read.
  const everyWordIsKnown = sql.join(
    Array.from(
      { length: tokenCount },
      (_, index) => sql`exists (select 1 from ${finishSearchWords}
      where ${finishSearchWords.word} ~>=~ ${placeholder(`token${index}`)}::text and ${finishSearchWords.word} ~<~ ${placeholder(`tokenEnd${index}`)}::text)`,
    ),
    sql` and `,
  );
  const widened = Array.from({ length: tokenCount }, (_, index) => widenedWord(index));
  const tiers = [
    broadTier(isLargeTable, 'named', 0, sql`true`, scope, nameStartsWithPhrase),
    tier(
      'word_named',
      1,
      sql`${countOf('named')} < ${limit} and ${everyWordIsKnown}`,
      scope,
      sql`${everyWordIn(nameWords, tokenCount)} and not ${nameStartsWithPhrase}`,
    ),
    tier(
      'described',
      2,
      sql`${countOf('named', 'word_named')} < ${limit} and ${everyWordIsKnown}`,
      scope,
      sql`${everyWordIn(finishes.searchText, tokenCount)} and not (${everyWordIn(nameWords, tokenCount)})`,
    ),
    broadTier(
      isLargeTable,
      'widened',
      3,
      sql`${countOf('named', 'word_named', 'described')} < ${limit} and ${placeholder('isWidened')}::boolean`,
      scope,
      sql`${sql.join(widened, sql` and `)} and ${finishes.id} not in
        (select rank_id from named union all select rank_id from word_named union all select rank_id from described)`,
    ),
  ];
  // A materialized CTE runs when a tier first reads it, so each question is asked only by a tier that runs.
  const lookAlikes = sql`look_alikes as materialized (select token, "similar" as words
    from json_to_recordset(finish_search_vocabulary(${placeholder('fuzzyTokens')}::text[], ${placeholder('fuzzyTokens')}::text[], ${placeholder('correctionsPerWord')}::integer))
      as words(token text, "similar" text[]))`;
  // The page is chosen on the rank keys alone; only its own rows are then read whole and joined
  // to their categories.
  return sql`with ${lookAlikes}, ${sql.join(tiers, sql`, `)}
    select (select row_to_json(finish) from (select ${finishColumnsAsKeys}) as finish)::text as finish,
      ${tableRows} as table_rows
    from (select * from named union all select * from word_named union all select * from described
        union all select * from widened
      order by rank_tier, rank_length, rank_name, rank_id limit ${limit}) as ranked
      join ${finishes} on ${finishes.id} = ranked.rank_id
      left join ${finishCategories} on ${finishCategories.id} = ${finishes.categoryId}
    order by rank_tier, rank_length, rank_name, rank_id`;
}

/**
 * Per database handle, whether its last search found the table large. It only chooses the
 * statement (both shapes answer the same page), so the first search after the table grows or
 * shrinks past `LARGE_TABLE_ROWS` may use the other.
 */
const isLargeTableByDb = new WeakMap<Db, boolean>();

/** The statement's name: one per shape (`db/prepared-statement.ts`). */
function statementNameOf(shape: StatementShape): string {
  const caller = shape.isSignedIn ? 'signed_in' : 'anonymous';
  return `finish_search_${shape.tokenCount}_${caller}${shape.isLargeTable ? '_large' : ''}`;
}

function finishTextOf(row: Record<string, unknown>): string {
  if (typeof row.finish !== 'string') throw new Error('finish search: a row without its finish');
  return row.finish;
}

/** The page of a search in rank order, each finish as the JSON text of its row (`finish-json.ts`). */
export async function searchFinishRows(db: Db, search: FinishSearch): Promise<string[]> {
  const { tokens } = search;
  if (tokens.length === 0 || tokens.length > MAX_SEARCH_WORDS || search.limit <= 0) return [];
  const phrase = tokens.join(' ');
  const values: Record<string, unknown> = {
    organizationId: search.isSignedIn ? search.organizationId : null,
    unit: search.unit,
    limit: search.limit,
    phrase,
    phraseEnd: `${phrase}${AFTER_EVERY_CHARACTER}`,
    phrasePattern: `${phrase}%`,
    tokens,
    fuzzyTokens: search.fuzzyTokens,
    correctionsPerWord: search.correctionsPerWord,
    isWidened: search.isWidened,
  };
  tokens.forEach((token, index) => {
    values[`token${index}`] = token;
    values[`tokenEnd${index}`] = `${token}${AFTER_EVERY_CHARACTER}`;
    values[`word${index}`] = `% ${token}%`;
    values[`widened${index}`] = alternativesPattern(search.alternatives[index] ?? []);
  });
  const shape = {
    tokenCount: tokens.length,
    isSignedIn: search.isSignedIn,
    isLargeTable: isLargeTableByDb.get(db) ?? false,
  };
  const rows = await runPrepared(db, statementNameOf(shape), () => searchStatement(shape), values);
  const [first] = rows;
  if (first && typeof first.table_rows === 'number')
    isLargeTableByDb.set(db, first.table_rows >= LARGE_TABLE_ROWS);
  return rows.map(finishTextOf);
}
