import { describe, expect, test } from "bun:test";
import { statusBadgeColor } from "@/client/components/project-status-badge";
import { projectStatusTable } from "@/shared/project-statuses";

/** docs/product/consoles.md: a status's badge colour follows the status table's flags. */
describe("a project status's badge colour", () => {
  test("orange while an answer is awaited, teal once accepted, gray for every other status", () => {
    const colours = Object.fromEntries(projectStatusTable.map((s) => [s.code, statusBadgeColor(s.id)]));
    expect(colours).toEqual({
      new: "orange",
      accepted: "teal",
      rejected: "gray",
      cancelled: "gray",
      completed: "gray",
      "no-agreement": "gray",
      "manual-handling": "gray",
      "no-provider-found": "gray",
    });
  });

  test("an id the table does not know is gray", () => {
    expect(statusBadgeColor(99)).toBe("gray");
  });
});
