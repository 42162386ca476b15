import { describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { PgDialect } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import {
  awaitingProviderStatusIds,
  finalStatusIds,
  openStatusIds,
  ProjectStatus,
  projectStatusOf,
  projectStatusTable,
  waitingStatusIds,
} from "@/shared/project-statuses";
import { projectStatusSeeds } from "@/server/db/seed/catalog-data";
import { isOpenStatus, isWaitingStatus, statusIn } from "@/server/db/status-sql";
import { routingQuery } from "@/server/domain/routing/service";

/** The status table of docs/product/statuses.md, one object per row. */
function documentedStatuses() {
  const text = readFileSync(new URL("../../../docs/product/statuses.md", import.meta.url), "utf8");
  const lines = text.split("\n").filter((l) => l.startsWith("| "));
  const header = (lines[0] ?? "")
    .split("|")
    .map((c) => c.trim())
    .filter(Boolean);
  return lines
    .filter((l) => /^\| \d+ \|/.test(l))
    .map((l) => {
      const cells = l
        .split("|")
        .slice(1, -1)
        .map((c) => c.trim());
      const at = (name: string) => cells[header.indexOf(name)] ?? "";
      const yes = (name: string) => at(name).startsWith("yes");
      return {
        id: Number(at("id")),
        names: at("name (FR / NL)"),
        isOpen: yes("open"),
        isWaitingResponse: yes("waiting for an answer"),
        canChangeService: yes("can change service"),
        canChangeProvider: yes("can change provider"),
        isFinal: yes("final"),
        needsProviderWhenUnassigned: yes("needs a provider when unassigned"),
      };
    });
}

const dialect = new PgDialect();
const render = (q: ReturnType<typeof sql>) => dialect.sqlToQuery(q).sql;

describe("project statuses: one table (docs/product/statuses.md)", () => {
  test("the shared table has exactly the documented statuses, names and flags", () => {
    const documented = documentedStatuses();
    expect(documented).toHaveLength(8);
    expect(
      projectStatusTable.map((s) => ({
        id: s.id,
        names: `${s.nameFr} / ${s.nameNl}`,
        isOpen: s.isOpen,
        isWaitingResponse: s.isWaitingResponse,
        canChangeService: s.canChangeService,
        canChangeProvider: s.canChangeProvider,
        isFinal: s.isFinal,
        needsProviderWhenUnassigned: s.needsProviderWhenUnassigned,
      })),
    ).toEqual(documented);
  });

  test("the named ids are the table's ids, and the derived lists follow the flags", () => {
    expect(Object.values(ProjectStatus).sort() as number[]).toEqual(projectStatusTable.map((s) => s.id));
    expect(openStatusIds).toEqual([1, 2]);
    expect(finalStatusIds).toEqual([4, 5]);
    expect(waitingStatusIds).toEqual([1]);
    expect(awaitingProviderStatusIds).toEqual([1, 3, 8]);
    expect(projectStatusOf(ProjectStatus.Accepted).canChangeService).toBe(false);
    expect(() => projectStatusOf(99)).toThrow();
  });

  test("the database seed is written from the table", () => {
    expect(projectStatusSeeds.map((seed) => seed.id)).toEqual(projectStatusTable.map((s) => s.id));
    for (const seed of projectStatusSeeds) expect(projectStatusOf(seed.id)).toMatchObject(seed);
  });

  test("raw SQL builds its id lists from the table", () => {
    expect(render(isOpenStatus(sql.raw("s")))).toBe("s in (1, 2)");
    expect(render(isWaitingStatus(sql.raw("s")))).toBe("s = 1");
    expect(render(statusIn(sql.raw("s"), finalStatusIds))).toBe("s in (4, 5)");
    expect(() => statusIn(sql.raw("s"), [])).toThrow();
    expect(render(routingQuery({ serviceId: 1, postalAreaId: 1, onDay: "2026-11-27" }))).toContain("hp.status_id in (1, 2)");
  });
});
