import { describe, expect, test } from "bun:test";
import { durationAxis, formatAxisDuration, formatDuration } from "@/client/components/number-format";
import { i18nObject } from "@/shared/i18n/i18n-util";
import { loadAllLocales } from "@/shared/i18n/i18n-util.sync";

loadAllLocales();
const units = { fr: i18nObject("fr").dashboard.figures, nl: i18nObject("nl").dashboard.figures };
/** Written with a no-break space between number and unit; compared with a plain one. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");
const write = (hours: number, language: "fr" | "nl") => plain(formatDuration(hours, language, units[language]));
const axisOf = (longest: number, language: "fr" | "nl") => {
  const axis = durationAxis(longest);
  return axis.ticks.map((tick) => plain(formatAxisDuration(tick, axis, language, units[language])));
};

/**
 * docs/product/dashboard.md, "How durations are written": the provider console's and the
 * dashboard's answer times read "0,1 h" for six minutes, and the chart's axis "0,1 / 0,1 / 0,0".
 */
describe("durations", () => {
  test("under an hour in whole minutes, from one hour on in hours with one decimal, FR and NL", () => {
    expect(write(0.1, "fr")).toBe("6 min");
    expect(write(0.1, "nl")).toBe("6 min");
    expect(write(0, "fr")).toBe("0 min");
    expect(write(0.75, "nl")).toBe("45 min");
    expect(write(59 / 60, "fr")).toBe("59 min");
    // 59.7 minutes round to 60: an hour, written in hours.
    expect(write(0.995, "fr")).toBe("1,0 h");
    expect(write(1, "nl")).toBe("1,0 u");
    expect(write(2.5, "fr")).toBe("2,5 h");
    expect(write(2.5, "nl")).toBe("2,5 u");
    expect(write(11.75, "fr")).toBe("11,8 h");
    expect(write(1234.5, "fr")).toBe("1 234,5 h");
    expect(write(1234.5, "nl")).toBe("1.234,5 u");
  });

  test("an axis under an hour is in minutes at a round step; its ticks are distinct", () => {
    // The reviewer's chart: answer times of 2 to 8 minutes.
    expect(axisOf(0.13, "fr")).toEqual(["0 min", "2 min", "4 min", "6 min", "8 min"]);
    expect(axisOf(0.75, "nl")).toEqual(["0 min", "10 min", "20 min", "30 min", "40 min", "50 min"]);
    expect(axisOf(59 / 60, "fr")).toEqual(["0 min", "15 min", "30 min", "45 min", "60 min"]);
    expect(axisOf(0, "fr")).toEqual(["0 min", "1 min"]);
  });

  test("an axis from one hour on is in hours, with a decimal only for half hours", () => {
    expect(axisOf(1.2, "fr")).toEqual(["0,0 h", "0,5 h", "1,0 h", "1,5 h"]);
    expect(axisOf(3, "nl")).toEqual(["0 u", "1 u", "2 u", "3 u"]);
    expect(axisOf(12, "fr")).toEqual(["0 h", "5 h", "10 h", "15 h"]);
    expect(axisOf(47, "nl")).toEqual(["0 u", "10 u", "20 u", "30 u", "40 u", "50 u"]);
    expect(axisOf(120, "fr")).toEqual(["0 h", "50 h", "100 h", "150 h"]);
  });

  test("every axis: at most six ticks, distinct, from 0 to at least the longest", () => {
    for (let longest = 0; longest < 200; longest += longest < 2 ? 0.013 : 0.37) {
      const axis = durationAxis(longest);
      const texts = axisOf(longest, "fr");
      expect(axis.ticks[0]).toBe(0);
      expect(axis.ticks.at(-1) ?? 0).toBeGreaterThanOrEqual(longest - 1e-9);
      expect(axis.ticks.length).toBeGreaterThanOrEqual(2);
      expect(axis.ticks.length).toBeLessThanOrEqual(6);
      expect(new Set(texts).size).toBe(texts.length);
    }
  });
});
