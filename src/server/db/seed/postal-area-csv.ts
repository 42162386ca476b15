import type { NamedRow } from "../../domain/places/language-rule";

/** One parsed line of the postal-area list: what the place-name rule reads. */
export type PostalAreaRow = NamedRow;

export class PostalAreaCsvError extends Error {
  constructor(
    readonly line: number,
    readonly reason: string,
  ) {
    super(`line ${line}: ${reason}`);
  }
}

const header = ["postcode", "municipality", "locality", "province", "latitude", "longitude"];

export interface ParsedPostalAreas {
  rows: PostalAreaRow[];
  /** Bad lines passed over; only ever filled when `skipInvalid` is set. */
  skipped: PostalAreaCsvError[];
}

/**
 * Reads the semicolon layout of the official list. By default the first bad line stops it;
 * with `skipInvalid` bad lines are collected and passed over (the header must still be right).
 */
export function parsePostalAreaCsv(text: string, options: { skipInvalid?: boolean } = {}): ParsedPostalAreas {
  const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/);
  const first = lines[0]?.trim().toLowerCase().split(";") ?? [];
  if (first.join(";") !== header.join(";")) throw new PostalAreaCsvError(1, `header must be ${header.join(";")}`);
  const rows: PostalAreaRow[] = [];
  const skipped: PostalAreaCsvError[] = [];
  const seen = new Map<string, number>();
  for (let i = 1; i < lines.length; i++) {
    const raw = lines[i] ?? "";
    if (raw.trim() === "") continue;
    try {
      rows.push(parseLine(raw, i + 1, seen));
    } catch (error) {
      if (!(error instanceof PostalAreaCsvError) || !options.skipInvalid) throw error;
      skipped.push(error);
    }
  }
  return { rows, skipped };
}

function parseLine(raw: string, lineNumber: number, seen: Map<string, number>): PostalAreaRow {
  const cells = raw.split(";").map((c) => c.trim());
  if (cells.length !== header.length) throw new PostalAreaCsvError(lineNumber, `expected ${header.length} columns, found ${cells.length}`);
  const [postCode = "", city = "", cityPostalArea = "", province = "", latitude = "", longitude = ""] = cells;
  if (!/^\d{4}$/.test(postCode)) throw new PostalAreaCsvError(lineNumber, "postcode must be 4 digits");
  if (!city) throw new PostalAreaCsvError(lineNumber, "municipality is missing");
  if (!cityPostalArea) throw new PostalAreaCsvError(lineNumber, "locality is missing");
  const key = `${postCode};${city};${cityPostalArea}`;
  const earlier = seen.get(key);
  if (earlier !== undefined) throw new PostalAreaCsvError(lineNumber, `repeats line ${earlier}`);
  seen.set(key, lineNumber);
  return {
    postCode,
    city,
    cityPostalArea,
    province: province || null,
    latitude: parseCoordinate(latitude, lineNumber, "latitude"),
    longitude: parseCoordinate(longitude, lineNumber, "longitude"),
  };
}

function parseCoordinate(value: string, line: number, name: string): number | null {
  if (value === "") return null;
  const n = Number(value);
  if (!Number.isFinite(n)) throw new PostalAreaCsvError(line, `${name} is not a number`);
  return n;
}
