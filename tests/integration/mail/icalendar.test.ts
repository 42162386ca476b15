import { describe, expect, test } from "bun:test";
import ICAL from "ical.js";
import { escapeText, fold, writeCalendarEvent } from "@/server/mail/icalendar";
import { visitEventVersion } from "@/server/mail/visit";

/** The calendar file of a planned visit (docs/product/customer-controls.md, "Visit planned"), read back by Mozilla's parser. */
describe("an iCalendar event", () => {
  const event = {
    uid: "visit-1042-1774861200@services.example.be",
    sequence: 3600,
    stamp: new Date("2026-03-24T10:00:00Z"),
    start: new Date("2026-03-30T08:00:00Z"),
    durationMinutes: 60,
    summary: "Rendez-vous : Peinture, tapissage et revêtements de sols (Brussels Home Experts; Sàrl)",
    description: "Demande n° 1042.\nPour changer de moment, appelez Brussels Home Experts au +32 2 555 01 01, \\ merci.",
    location: "Rue de l'Église-Saint-Jean-Baptiste 123, boîte 4, 1000 Bruxelles",
  };

  test("reads back whole: its moment, length, texts with commas, semicolons, backslashes and line ends", () => {
    const file = writeCalendarEvent(event, "-//Services a domicile//Visit//FR");
    const calendar = new ICAL.Component(ICAL.parse(file));
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
    const vevent = new ICAL.Event(calendar.getFirstSubcomponent("vevent") ?? undefined);
    expect(vevent.uid).toBe(event.uid);
    expect(vevent.sequence).toBe(3600);
    expect(vevent.startDate.toJSDate().toISOString()).toBe("2026-03-30T08:00:00.000Z");
    expect(vevent.endDate.toJSDate().toISOString()).toBe("2026-03-30T09:00:00.000Z");
    expect(vevent.summary).toBe(event.summary);
    expect(vevent.description).toBe(event.description);
    expect(vevent.location).toBe(event.location);
  });

  test("lines end in CRLF and hold at most 75 octets, never cutting a character", () => {
    const file = writeCalendarEvent({ ...event, description: "é".repeat(100) }, "-//X//Y//FR");
    expect(file.endsWith("END:VCALENDAR\r\n")).toBe(true);
    const lines = file.split("\r\n");
    expect(lines.some((line) => line.startsWith(" "))).toBe(true);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(new ICAL.Event(new ICAL.Component(ICAL.parse(file)).getFirstSubcomponent("vevent") ?? undefined).description).toBe("é".repeat(100));
  });

  test("folding and escaping, one rule each", () => {
    expect(fold("a".repeat(75))).toBe("a".repeat(75));
    expect(fold("a".repeat(76))).toBe(`${"a".repeat(75)}\r\n a`);
    expect(escapeText("a,b;c\\d\r\ne\u0007")).toBe("a\\,b\\;c\\\\d\\ne");
  });

  test("a visit's event is named after the moment it was first noted; one noted before that was kept keeps its assignment's name", () => {
    const site = "https://services.example.be";
    const assigned = new Date("2026-03-20T09:00:00Z");
    const first = new Date("2026-03-23T10:00:00Z");
    const moved = new Date("2026-03-24T10:00:00Z");
    expect(visitEventVersion({ projectId: 1042, visitFirstPlannedAt: first, providerAssignedAt: assigned, visitPlannedAt: moved }, site)).toEqual({
      uid: `visit-1042-${first.getTime() / 1000}@services.example.be`,
      sequence: 86_400,
      stamp: moved,
    });
    // Rows from before `visit_first_planned_at` (migration 0038 fills it with the assignment): the same name as then.
    expect(visitEventVersion({ projectId: 1042, visitFirstPlannedAt: null, providerAssignedAt: assigned, visitPlannedAt: moved }, site).uid).toBe(
      `visit-1042-${assigned.getTime() / 1000}@services.example.be`,
    );
  });
});
