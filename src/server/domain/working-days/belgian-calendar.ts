/**
 * Belgian public holidays, computed for any year, on plain calendar dates (no time zone).
 *
 * A calendar date is handled as a "day number": the days since 1970-01-01 of that date, so
 * stepping a day or finding the weekday is plain arithmetic and never meets a DST change.
 */

export interface CalendarDate {
  year: number;
  /** 1 to 12 */
  month: number;
  /** 1 to 31 */
  day: number;
}

export type HolidayCode =
  | "new-year"
  | "easter-monday"
  | "labour-day"
  | "ascension"
  | "whit-monday"
  | "national-day"
  | "assumption"
  | "all-saints"
  | "armistice"
  | "christmas";

export interface PublicHoliday {
  code: HolidayCode;
  /** `YYYY-MM-DD` */
  date: string;
  nameFr: string;
  nameNl: string;
}

const msPerDay = 86_400_000;

export function dayNumber(date: CalendarDate): number {
  return Math.floor(Date.UTC(date.year, date.month - 1, date.day) / msPerDay);
}

export function fromDayNumber(n: number): CalendarDate {
  const d = new Date(n * msPerDay);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** 0 Sunday … 6 Saturday. */
export function weekdayOf(n: number): number {
  // 1970-01-01 was a Thursday.
  return (((n + 4) % 7) + 7) % 7;
}

export function formatCalendarDate(date: CalendarDate): string {
  return `${String(date.year).padStart(4, "0")}-${String(date.month).padStart(2, "0")}-${String(date.day).padStart(2, "0")}`;
}

/** Easter Sunday of the Gregorian calendar (the anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): CalendarDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { year, month, day };
}

const names: Record<HolidayCode, [string, string]> = {
  "new-year": ["Jour de l'an", "Nieuwjaar"],
  "easter-monday": ["Lundi de Pâques", "Paasmaandag"],
  "labour-day": ["Fête du Travail", "Dag van de Arbeid"],
  ascension: ["Ascension", "Onze-Lieve-Heer-Hemelvaart"],
  "whit-monday": ["Lundi de Pentecôte", "Pinkstermaandag"],
  "national-day": ["Fête nationale", "Nationale feestdag"],
  assumption: ["Assomption", "Onze-Lieve-Vrouw-Hemelvaart"],
  "all-saints": ["Toussaint", "Allerheiligen"],
  armistice: ["Armistice", "Wapenstilstand"],
  christmas: ["Noël", "Kerstmis"],
};

/** The ten legal public holidays of Belgium for a year, in date order. */
export function belgianPublicHolidays(year: number): PublicHoliday[] {
  const easter = dayNumber(easterSunday(year));
  const fixed = (month: number, day: number) => dayNumber({ year, month, day });
  const days: [HolidayCode, number][] = [
    ["new-year", fixed(1, 1)],
    ["easter-monday", easter + 1],
    ["labour-day", fixed(5, 1)],
    ["ascension", easter + 39],
    ["whit-monday", easter + 50],
    ["national-day", fixed(7, 21)],
    ["assumption", fixed(8, 15)],
    ["all-saints", fixed(11, 1)],
    ["armistice", fixed(11, 11)],
    ["christmas", fixed(12, 25)],
  ];
  return days
    .sort((x, y) => x[1] - y[1])
    .map(([code, n]) => ({ code, date: formatCalendarDate(fromDayNumber(n)), nameFr: names[code][0], nameNl: names[code][1] }));
}

/** Per process: a pure function of the year, the same in every instance. */
const holidayCache = new Map<number, Set<number>>();

function holidayDayNumbers(year: number): Set<number> {
  let set = holidayCache.get(year);
  if (!set) {
    set = new Set(belgianPublicHolidays(year).map((h) => dayNumber(parseCalendarDate(h.date))));
    holidayCache.set(year, set);
  }
  return set;
}

export function parseCalendarDate(text: string): CalendarDate {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) throw new RangeError(`not a YYYY-MM-DD date: ${text}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

export function isPublicHolidayDay(n: number): boolean {
  return holidayDayNumbers(fromDayNumber(n).year).has(n);
}

/** Monday to Friday and not a Belgian public holiday. */
export function isWorkingDayNumber(n: number): boolean {
  const weekday = weekdayOf(n);
  return weekday !== 0 && weekday !== 6 && !isPublicHolidayDay(n);
}

export function nextWorkingDayNumber(after: number): number {
  let n = after + 1;
  while (!isWorkingDayNumber(n)) n += 1;
  return n;
}
