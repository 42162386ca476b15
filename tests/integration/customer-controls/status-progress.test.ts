import { describe, expect, test } from "bun:test";
import { stageOf } from "@/server/domain/projects/status-page";
import { customerMilestones, milestonesReached } from "@/shared/customer-stage";
import { projectStatusTable } from "@/shared/project-statuses";

/** The status page's milestones (docs/product/statuses.md, "What the customer sees"). */
describe("the milestones a customer's request has reached", () => {
  /** Each status, with and without a provider: the milestones shown done, then the current one. */
  const shown = (hasProvider: boolean) =>
    Object.fromEntries(
      projectStatusTable.map((status) => {
        const reached = milestonesReached(stageOf(status.id, hasProvider));
        return [status.code, reached === null ? null : { done: customerMilestones.slice(0, reached), current: customerMilestones[reached] ?? null }];
      }),
    );

  test("a sent request is ticked as sent, and looking for a provider is its current step", () => {
    expect(shown(false).new).toEqual({ done: ["sent"], current: "providerFound" });
    for (const code of ["rejected", "manual-handling", "no-provider-found"]) expect(shown(false)[code]).toEqual({ done: ["sent"], current: "providerFound" });
  });

  test("with a provider, each status ticks what it has reached and names what comes next", () => {
    const withProvider = shown(true);
    expect(withProvider.new).toEqual({ done: ["sent", "providerFound"], current: "accepted" });
    expect(withProvider.accepted).toEqual({ done: ["sent", "providerFound", "accepted"], current: "closed" });
    // No agreement: accepted once, not closed (the network may give it to another provider).
    expect(withProvider["no-agreement"]).toEqual({ done: ["sent", "providerFound", "accepted"], current: "closed" });
    expect(withProvider.completed).toEqual({ done: ["sent", "providerFound", "accepted", "closed"], current: null });
  });

  test("a cancelled request shows no progress: it may have stopped before a provider was found", () => {
    expect(shown(true).cancelled).toBeNull();
    expect(shown(false).cancelled).toBeNull();
  });
});
