/**
 * One iCalendar (RFC 5545) event, the file a mail attaches and the status page offers so that the
 * customer's calendar holds the visit (docs/product/customer-controls.md, "Visit planned"). The
 * same UID with a higher SEQUENCE replaces the event in the calendar when the visit moves.
 */
export interface CalendarEvent {
  /** Globally unique and stable for the thing the event is (one project's visit with one provider). */
  uid: string;
  /** Grows with every new version of the event (a moved visit). */
  sequence: number;
  /** When this version was made. */
  stamp: Date;
  start: Date;
  durationMinutes: number;
  summary: string;
  description: string;
  location?: string;
  /** A page about the event (the project's page in the console). */
  url?: string;
}

/** The calendar around the events: who made it, and, for a subscription, its name and how often to read it again. */
export interface CalendarOptions {
  productId: string;
  name?: string;
  refreshHours?: number;
}

/** The media type of the file, `method=PUBLISH`: an event to add, not an invitation to answer. */
export const calendarContentType = "text/calendar; charset=utf-8; method=PUBLISH";

/** `20261208T130000Z`: a moment in UTC, which every calendar shows in its own time zone. */
function utc(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** A control character other than the tab: TEXT may not hold one (line ends are escaped before). */
const isControl = (character: string) => {
  const code = character.codePointAt(0) ?? 0;
  return (code < 0x20 && code !== 0x09) || code === 0x7f;
};

/** TEXT values escape backslashes, semicolons, commas and line ends (RFC 5545, 3.3.11). */
export function escapeText(value: string): string {
  const escaped = value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
  return [...escaped].filter((character) => !isControl(character)).join("");
}

const encoder = new TextEncoder();

/** Lines longer than 75 octets go on in lines starting with a space, never inside a character (RFC 5545, 3.1). */
export function fold(line: string): string {
  const pieces: string[] = [];
  let piece = "";
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    // The first line holds 75 octets; the next ones 74 after their leading space.
    if (octets + size > (pieces.length === 0 ? 75 : 74)) {
      pieces.push(piece);
      piece = "";
      octets = 0;
    }
    piece += character;
    octets += size;
  }
  pieces.push(piece);
  return pieces.join("\r\n ");
}

/** One event's lines. */
function eventLines(event: CalendarEvent): string[] {
  return [
    "BEGIN:VEVENT",
    `UID:${escapeText(event.uid)}`,
    `SEQUENCE:${Math.max(0, Math.floor(event.sequence))}`,
    `DTSTAMP:${utc(event.stamp)}`,
    `DTSTART:${utc(event.start)}`,
    `DURATION:PT${Math.max(1, Math.round(event.durationMinutes))}M`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.location?.trim() ? [`LOCATION:${escapeText(event.location.trim())}`] : []),
    // A URI value: not escaped as text (an http(s) address holds no line end).
    ...(event.url ? [`URL:${event.url}`] : []),
    "STATUS:CONFIRMED",
    "TRANSP:OPAQUE",
    "END:VEVENT",
  ];
}

/** The whole file, any number of events: CRLF line ends, folded lines. */
export function writeCalendar(events: readonly CalendarEvent[], options: CalendarOptions): string {
  const refresh = options.refreshHours ? [`REFRESH-INTERVAL;VALUE=DURATION:PT${options.refreshHours}H`, `X-PUBLISHED-TTL:PT${options.refreshHours}H`] : [];
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${escapeText(options.productId)}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...(options.name ? [`NAME:${escapeText(options.name)}`, `X-WR-CALNAME:${escapeText(options.name)}`] : []),
    ...refresh,
    ...events.flatMap(eventLines),
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}

/** A file of one event (the visit a customer's mail carries). */
export function writeCalendarEvent(event: CalendarEvent, productId: string): string {
  return writeCalendar([event], { productId });
}
