import { describe, expect, test } from "bun:test";
import { customerSeesProvider } from "@/server/domain/projects/status-page";
import { projectStatusTable } from "@/shared/project-statuses";

/** The customer sees the provider once it has accepted (docs/product/personal-data.md, docs/product/customer-controls.md). */
describe("when the customer sees the provider", () => {
  const seenOn = (on: "page" | "export", hasProvider = true) =>
    projectStatusTable.filter((status) => customerSeesProvider(status.id, hasProvider, on)).map((status) => status.code);

  test("on the status page in statuses 2 and 5: after no agreement (6) it is no longer theirs", () => {
    expect(seenOn("page")).toEqual(["accepted", "completed"]);
  });

  test("in the data export in statuses 2, 5 and 6: every provider that had the customer's details", () => {
    expect(seenOn("export")).toEqual(["accepted", "completed", "no-agreement"]);
  });

  test("never without a provider", () => {
    expect(seenOn("page", false)).toEqual([]);
    expect(seenOn("export", false)).toEqual([]);
  });
});
