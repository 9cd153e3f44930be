/**
 * A small RFC 4180 CSV reader: comma-separated fields, double quotes around fields that hold
 * commas, quotes ("" inside) or line breaks; CRLF or LF line ends; a UTF-8 byte-order mark is
 * ignored. Each record keeps the line number it starts on, for error reports.
 */

/** One record and the line it starts on (1-based). */
export type CsvRecord = { line: number; fields: string[] };

/** Thrown for text that is not valid CSV (an unterminated quote, a quote inside a bare field). */
export class CsvSyntaxError extends Error {
  readonly line: number;

  constructor(message: string, line: number) {
    super(`line ${line}: ${message}`);
    this.name = 'CsvSyntaxError';
    this.line = line;
  }
}

/** Parses CSV text into records; blank lines are skipped. */
export function parseCsv(text: string): CsvRecord[] {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let index = 0;
  let isQuoted = false;
  let wasQuoted = false;

  const endField = () => {
    fields.push(field);
    field = '';
    wasQuoted = false;
  };
  const endRecord = () => {
    endField();
    const isBlank = fields.length === 1 && fields[0] === '';
    if (!isBlank) records.push({ line: recordLine, fields });
    fields = [];
  };

  while (index < source.length) {
    const char = source[index];
    if (isQuoted) {
      if (char === '"' && source[index + 1] === '"') {
        field += '"';
        index += 2;
        continue;
      }
      if (char === '"') {
        isQuoted = false;
        wasQuoted = true;
      } else {
        if (char === '\n') line += 1;
        field += char;
      }
      index += 1;
      continue;
    }
    if (char === '"') {
      if (field !== '' || wasQuoted) throw new CsvSyntaxError('a quote inside an unquoted field', line);
      isQuoted = true;
    } else if (char === ',') {
      endField();
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[index + 1] === '\n') index += 1;
      endRecord();
      line += 1;
      recordLine = line;
    } else {
      if (wasQuoted) throw new CsvSyntaxError('text after a closing quote', line);
      field += char;
    }
    index += 1;
  }
  if (isQuoted) throw new CsvSyntaxError('a quoted field is not closed', recordLine);
  if (field !== '' || fields.length > 0 || wasQuoted) endRecord();
  return records;
}

/** Records as objects keyed by the header row's names. */
export function parseCsvWithHeader(text: string): { header: string[]; rows: CsvRecord[] } {
  const [header, ...rows] = parseCsv(text);
  if (!header) return { header: [], rows: [] };
  return { header: header.fields.map((name) => name.trim()), rows };
}
