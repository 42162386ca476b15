import { describe, expect, test } from "bun:test";
import { customerSeesProvider } from "@/server/domain/projects/status-page";
import { projectStatusTable } from "@/shared/project-statuses";

/** The customer sees the provider once it has accepted (docs/product/personal-data.md), on the status page and in the export. */
describe("when the customer sees the provider", () => {
  test("in statuses 2, 5 and 6 with a provider; never in the others, nor without one", () => {
    const seen = projectStatusTable.filter((status) => customerSeesProvider(status.id, true)).map((status) => status.code);
    expect(seen).toEqual(["accepted", "completed", "no-agreement"]);
    expect(projectStatusTable.filter((status) => customerSeesProvider(status.id, false))).toEqual([]);
  });
});
