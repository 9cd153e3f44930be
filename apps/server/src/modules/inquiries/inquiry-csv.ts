import type { InquirySummary } from '@roomtone/contracts';

/** Cells a spreadsheet would run as a formula start with one of these (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

function roomSize(inquiry: InquirySummary): string {
  const room = inquiry.room;
  if (!room) return '';
  const unit = room.units === 'Metric' ? 'm' : 'ft';
  return `${room.length} x ${room.width} x ${room.height} ${unit}`;
}

/** The inquiry list as CSV (RFC 4180, CRLF): name, email, phone, date, room size, RT at 500 Hz. */
export function inquiriesCsv(list: InquirySummary[]): string {
  const header = ['Name', 'Email', 'Phone', 'Date', 'Room size', 'RT at 500 Hz (s)'];
  const rows = list.map((inquiry) => [
    inquiry.name,
    inquiry.email,
    inquiry.phone,
    inquiry.createdOn,
    roomSize(inquiry),
    inquiry.room?.rt500Seconds === null || inquiry.room === null ? '' : inquiry.room.rt500Seconds.toFixed(2),
  ]);
  return `${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
