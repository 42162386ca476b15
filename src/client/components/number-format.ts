import type { Language } from "@/shared/catalog-types";

/**
 * How the dashboard writes its numbers, in the page's language (docs/product/dashboard.md):
 * counts with the language's grouping, shares as percentages with one decimal, durations in
 * minutes under an hour and in hours with one decimal from one hour on, days as DD/MM/YYYY.
 * The e2e test writes its expected figures with the same rules.
 */
export const localeOf = (language: Language) => (language === "nl" ? "nl-BE" : "fr-BE");

const formats = new Map<string, Intl.NumberFormat>();
function format(language: Language, kind: "count" | "share" | "decimal" | "euros" | "gap"): Intl.NumberFormat {
  const key = `${language}:${kind}`;
  let found = formats.get(key);
  if (!found) {
    const options: Intl.NumberFormatOptions =
      kind === "count"
        ? { maximumFractionDigits: 0 }
        : kind === "share"
          ? { style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1 }
          : kind === "euros"
            ? { style: "currency", currency: "EUR", minimumFractionDigits: 0, maximumFractionDigits: 0 }
            : kind === "gap"
              ? { style: "percent", maximumFractionDigits: 0, signDisplay: "exceptZero" }
              : { minimumFractionDigits: 1, maximumFractionDigits: 1 };
    found = new Intl.NumberFormat(localeOf(language), options);
    formats.set(key, found);
  }
  return found;
}

export const formatCount = (value: number, language: Language) => format(language, "count").format(value);
export const formatShare = (value: number, language: Language) => format(language, "share").format(value);
/** Euro cents rounded to whole euros, as the dashboard writes amounts: "12 480 €", "€ 12.480". */
export const formatWholeEuros = (cents: number, language: Language) => format(language, "euros").format(Math.round(cents / 100));
/** A gap to a reference as a signed whole percentage: "+35 %", "-10 %", "0 %". */
export const formatGap = (value: number, language: Language) => format(language, "gap").format(value);
export const formatDecimal = (value: number, language: Language) => format(language, "decimal").format(value);

/** The words around a duration's number, from the dashboard dictionary (`LL.dashboard.figures`): "6 min", "2,5 h" / "2,5 u". */
export interface DurationUnits {
  minutes(value: { value: string }): string;
  hours(value: { value: string }): string;
}

/** A duration given in hours, in the unit it is written in: under an hour (rounded to the minute) in whole minutes, else in hours. */
export function durationIn(hours: number): { unit: "minutes" | "hours"; value: number } {
  const minutes = Math.round(hours * 60);
  return minutes < 60 ? { unit: "minutes", value: minutes } : { unit: "hours", value: hours };
}

/** A duration given in hours, as the consoles write it: "6 min", "59 min", then "1,0 h", "2,5 h" ("2,5 u" in Dutch). */
export function formatDuration(hours: number, language: Language, units: DurationUnits): string {
  const { unit, value } = durationIn(hours);
  return unit === "minutes" ? units.minutes({ value: formatCount(value, language) }) : units.hours({ value: formatDecimal(value, language) });
}

/**
 * A duration axis (a chart's value axis, in hours): in minutes when the longest duration is under
 * an hour, else in hours; ticks from 0 at a round step (1, 2, 5, 10, 15, 20 or 30 minutes; half an
 * hour, or 1, 2 or 5 hours times a power of ten), at most five steps, the last at or above the
 * longest. Each tick is written in the axis's unit, so no two read the same.
 */
export interface DurationAxis {
  unit: "minutes" | "hours";
  /** The ticks, in hours (the chart's values). */
  ticks: number[];
  /** Decimals of an hours tick: one for half hours, else none. */
  decimals: 0 | 1;
}

const minuteSteps = [1, 2, 5, 10, 15, 20, 30];
const mostSteps = 5;

export function durationAxis(longestHours: number): DurationAxis {
  const longest = Math.max(0, longestHours);
  if (durationIn(longest).unit === "minutes") {
    const minutes = longest * 60;
    const step = minuteSteps.find((s) => Math.ceil(minutes / s) <= mostSteps) ?? 30;
    const count = Math.max(1, Math.ceil(minutes / step));
    return { unit: "minutes", ticks: Array.from({ length: count + 1 }, (_, i) => (i * step) / 60), decimals: 0 };
  }
  let step = 0.5;
  for (let scale = 1; Math.ceil(longest / step) > mostSteps; scale *= 10) {
    step = [1, 2, 5].map((s) => s * scale).find((s) => Math.ceil(longest / s) <= mostSteps) ?? 10 * scale;
  }
  const count = Math.max(1, Math.ceil(longest / step));
  return { unit: "hours", ticks: Array.from({ length: count + 1 }, (_, i) => i * step), decimals: step < 1 ? 1 : 0 };
}

/** One tick of a duration axis, in the axis's unit: "0 min", "15 min"; "0 h", "5 h"; "0,5 h". */
export function formatAxisDuration(hours: number, axis: DurationAxis, language: Language, units: DurationUnits): string {
  if (axis.unit === "minutes") return units.minutes({ value: formatCount(Math.round(hours * 60), language) });
  return units.hours({ value: axis.decimals === 1 ? formatDecimal(hours, language) : formatCount(hours, language) });
}

/** `YYYY-MM-DD` (a Belgian calendar day) as DD/MM/YYYY, as every date of the consoles. */
export function formatDay(day: string): string {
  const [year, month, date] = day.split("-");
  return year && month && date ? `${date}/${month}/${year}` : day;
}

/** One decimal for a CSV file (the file writes a decimal comma). */
export const oneDecimal = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);
