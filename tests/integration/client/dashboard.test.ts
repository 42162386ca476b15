import { describe, expect, test } from "bun:test";
import { csvEuros, csvFileName, toCsv } from "@/client/components/csv";
import { formatWholeEuros } from "@/client/components/number-format";
import { dashboardFilter, dashboardSearch, parseDashboardView } from "@/client/pages/network/dashboard/dashboard-view";
import { colourValue, gapSteps, isUncovered, noneColour, providerSteps, stepOf } from "@/client/pages/network/dashboard/map-colours";
import { mapHeight, mapWidth, neighbour, project } from "@/client/pages/network/dashboard/map-projection";
import { keyFigureListHref } from "@/client/pages/network/dashboard/key-figures";
import { sortRows } from "@/client/pages/network/dashboard/provider-performance";

/** docs/product/dashboard.md, export: what Belgian Excel opens as a table with its accents. */
describe("CSV export", () => {
  test("UTF-8 mark, semicolons, CRLF, decimal comma, empty for null", () => {
    const text = toCsv(
      ["Code postal", "Localité", "Médiane (h)", "Demandes"],
      [
        ["1000", "Bruxelles", 12.5, 3],
        ["9000", "Gent", null, 0],
      ],
    );
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text.slice(1)).toBe("Code postal;Localité;Médiane (h);Demandes\r\n1000;Bruxelles;12,5;3\r\n9000;Gent;;0\r\n");
    // The mark is the three bytes Excel looks for, and the accents are UTF-8.
    const bytes = new TextEncoder().encode(text);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3, 40))).toContain("Localité");
  });

  test("a field with a separator, a quote or a line break is quoted; a formula stays text", () => {
    const text = toCsv(["Nom"], [["Dupont; fils"], ['Le "Bon" Chauffagiste'], ["deux\nlignes"], ["=SUM(A1)"], ["-3"], [-3]]);
    expect(text.slice(1).split("\r\n")).toEqual(["Nom", '"Dupont; fils"', '"Le ""Bon"" Chauffagiste"', '"deux\nlignes"', "'=SUM(A1)", "'-3", "-3", ""]);
  });

  test("an amount in euro cents: two decimals after a comma in a file, whole euros on a card", () => {
    expect([125_050, 7, 100_000_000].map(csvEuros)).toEqual(["1250,50", "0,07", "1000000,00"]);
    expect(formatWholeEuros(1_248_049, "fr")).toBe("12\u202f480\u00a0€");
    expect(formatWholeEuros(1_248_050, "nl")).toBe("€\u00a012.481");
  });

  test("the file name is plain and dated in Brussels", () => {
    expect(csvFileName("Demandes perdues", new Date("2026-03-31T22:30:00Z"))).toBe("demandes-perdues-2026-04-01.csv");
    expect(csvFileName("Prestaties vakmensen", new Date("2026-03-31T12:00:00Z"))).toBe("prestaties-vakmensen-2026-03-31.csv");
  });
});

/** docs/product/consoles.md: the dashboard keeps its filters in the URL. */
describe("dashboard filters in the URL", () => {
  test("a view survives the round trip; the default period is left out", () => {
    const view = parseDashboardView("?period=custom&from=2026-01-05&to=2026-02-01&category=3&service=12&province=liege&lang=nl");
    expect(view).toEqual({ period: "custom", from: "2026-01-05", to: "2026-02-01", categoryId: 3, serviceId: 12, province: "liege", language: "nl" });
    expect(parseDashboardView(dashboardSearch(view))).toEqual(view);
    expect(dashboardSearch(parseDashboardView(""))).toBe("");
    expect(parseDashboardView("").period).toBe("30d");
  });

  test("unknown values are dropped, not sent", () => {
    const view = parseDashboardView("?period=week&from=2026-13-01&category=-1&service=abc&province=paris&lang=de");
    expect(view).toEqual({
      period: "30d",
      from: undefined,
      to: undefined,
      categoryId: undefined,
      serviceId: undefined,
      province: undefined,
      language: undefined,
    });
    // Days only with a custom period.
    expect(parseDashboardView("?period=90d&from=2026-01-01&to=2026-01-31")).toMatchObject({ period: "90d", from: undefined, to: undefined });
  });

  test("a custom range asks nothing until both days are chosen, and is put in order", () => {
    expect(dashboardFilter(parseDashboardView("?period=custom&from=2026-01-05"))).toBeNull();
    expect(dashboardFilter(parseDashboardView("?period=custom&from=2026-02-01&to=2026-01-05"))).toMatchObject({
      period: "custom",
      from: "2026-01-05",
      to: "2026-02-01",
    });
    expect(dashboardFilter(parseDashboardView("?period=7d&province=brussels"))).toEqual({
      period: "7d",
      categoryId: undefined,
      serviceId: undefined,
      province: "brussels",
      language: undefined,
    });
  });
});

/** docs/product/consoles.md: the coverage map and the provider table. */
describe("coverage map", () => {
  test("the projection keeps north up and east right, inside the frame, Belgium's shape about right", () => {
    const ostend = project(51.2154, 2.9286);
    const arlon = project(49.6833, 5.8167);
    const brussels = project(50.8466, 4.3528);
    expect(ostend.x).toBeLessThan(brussels.x);
    expect(brussels.x).toBeLessThan(arlon.x);
    expect(ostend.y).toBeLessThan(arlon.y);
    for (const p of [ostend, arlon, brussels]) {
      expect(p.x).toBeGreaterThan(0);
      expect(p.x).toBeLessThan(mapWidth);
      expect(p.y).toBeGreaterThan(0);
      expect(p.y).toBeLessThan(mapHeight);
    }
    // Ostend–Arlon: 2.89° east and 1.53° south; at 50.5° a degree east is 0.64 of a degree north.
    const ratio = (arlon.x - ostend.x) / (arlon.y - ostend.y);
    expect(ratio).toBeGreaterThan(1.15);
    expect(ratio).toBeLessThan(1.25);
  });

  test("the arrow keys go to the nearest point in their direction, and stop at the edge", () => {
    const points = [
      { x: 100, y: 100 },
      { x: 150, y: 105 },
      { x: 300, y: 100 },
      { x: 100, y: 160 },
      { x: 60, y: 40 },
    ];
    expect(neighbour(points, 0, "right")).toBe(1);
    expect(neighbour(points, 1, "right")).toBe(2);
    expect(neighbour(points, 2, "right")).toBeNull();
    expect(neighbour(points, 0, "down")).toBe(3);
    expect(neighbour(points, 0, "up")).toBe(4);
    expect(neighbour(points, 0, "left")).toBe(4);
    expect(neighbour(points, 3, "up")).toBe(0);
  });

  test("colours: no provider stands out; without a service, by the services nobody covers", () => {
    const point = (providers: number, servicesWithoutProvider: number) => ({
      postCode: "5000",
      placeId: 1,
      lat: 50.46,
      lon: 4.87,
      nameFr: "Namur",
      nameNl: "Namen",
      providers,
      servicesWithoutProvider,
      requests: 3,
    });
    expect(stepOf(providerSteps, colourValue(point(0, 1), true))?.colour).toBe(noneColour);
    expect(stepOf(providerSteps, colourValue(point(1, 0), true))?.colour).not.toBe(noneColour);
    expect(stepOf(providerSteps, colourValue(point(12, 0), true))?.to).toBeNull();
    const steps = gapSteps(26);
    expect(steps.map((s) => [s.from, s.to])).toEqual([
      [0, 0],
      [1, 3],
      [4, 25],
      [26, 26],
    ]);
    expect(stepOf(steps, colourValue(point(0, 26), false))?.colour).toBe(noneColour);
    expect(isUncovered(point(0, 26), false, 26)).toBe(true);
    expect(isUncovered(point(2, 5), false, 26)).toBe(false);
    expect(isUncovered(point(0, 1), true, 1)).toBe(true);
  });
});

describe("provider performance sorting", () => {
  const row = (providerId: number, name: string, assigned: number, median: number | null) => ({
    providerId,
    name,
    isActive: true,
    assigned,
    accepted: 0,
    calledInTime: 0,
    rejected: 0,
    rejectedByDeadline: 0,
    noAgreement: 0,
    completed: 0,
    openNow: 0,
    firstAnswerMedianHours: median,
    ratingAverage: null,
    ratingCount: 0,
    invoicedCents: null,
  });
  const rows = [row(1, "Zénith", 4, 2.5), row(2, "allo Toit", 9, null), row(3, "Élec Pro", 4, 1)];

  test("names in the page's language order, accents and case aside; numbers with ties by name; empty values last both ways", () => {
    expect(sortRows(rows, { column: "name", descending: false }, "fr-BE").map((r) => r.providerId)).toEqual([2, 3, 1]);
    expect(sortRows(rows, { column: "assigned", descending: true }, "fr-BE").map((r) => r.providerId)).toEqual([2, 3, 1]);
    expect(sortRows(rows, { column: "assigned", descending: false }, "fr-BE").map((r) => r.providerId)).toEqual([3, 1, 2]);
    expect(sortRows(rows, { column: "firstAnswerMedianHours", descending: false }, "fr-BE").map((r) => r.providerId)).toEqual([3, 1, 2]);
    expect(sortRows(rows, { column: "firstAnswerMedianHours", descending: true }, "fr-BE").map((r) => r.providerId)).toEqual([1, 3, 2]);
  });
});

/** docs/product/dashboard.md, "Key figures": a figure of requests opens the project list that shows exactly them. */
describe("the project list behind a key figure", () => {
  const period = { from: "2026-03-01", to: "2026-03-30", previousFrom: "2026-01-30", previousTo: "2026-02-28" };
  const filter = { period: "30d" as const };

  test("the requests received: the period's days; a share of a status now: that status too", () => {
    expect(keyFigureListHref("requestsReceived", filter, period)).toBe("/network/homeprojectlist?from=2026-03-01&to=2026-03-30");
    expect(keyFigureListHref("cancelledShare", filter, period)).toBe("/network/homeprojectlist?status=4&from=2026-03-01&to=2026-03-30");
    expect(keyFigureListHref("completedShare", filter, period)).toBe("/network/homeprojectlist?status=5&from=2026-03-01&to=2026-03-30");
    expect(keyFigureListHref("noAgreementShare", filter, period)).toContain("status=6&");
    expect(keyFigureListHref("manualHandlingShare", filter, period)).toContain("status=7&");
    expect(keyFigureListHref("noProviderFoundShare", filter, period)).toContain("status=8&");
  });

  test("none for a figure no list shows (accepted at some time, assignments, answer times), or before the period is known", () => {
    for (const key of ["acceptedShare", "routedAtCreationShare", "deadlineRejectionShare", "providerRejectionShare", "firstAnswerMedianHours"] as const)
      expect(keyFigureListHref(key, filter, period)).toBeUndefined();
    expect(keyFigureListHref("requestsReceived", filter, undefined)).toBeUndefined();
    expect(keyFigureListHref("requestsReceived", null, period)).toBeUndefined();
  });

  test("a category, service, province or language chosen goes to the list with the figure's own filter", () => {
    expect(keyFigureListHref("completedShare", { ...filter, categoryId: 1, serviceId: 3, province: "liege", language: "nl" }, period)).toBe(
      "/network/homeprojectlist?status=5&from=2026-03-01&to=2026-03-30&category=1&service=3&province=liege&lang=nl",
    );
    expect(keyFigureListHref("requestsReceived", { ...filter, province: "brabant-wallon" }, period)).toBe(
      "/network/homeprojectlist?from=2026-03-01&to=2026-03-30&province=brabant-wallon",
    );
  });
});
