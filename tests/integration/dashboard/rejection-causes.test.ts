import { describe, expect, test } from "bun:test";
import { fixedClock } from "@/server/clock";
import { homeProjectRejects } from "@/server/db/schema";
import { dashboardCharts } from "@/server/domain/dashboard/service";
import { rejectProject } from "@/server/domain/project-status/provider-actions";
import { listProjectRejects } from "@/server/domain/projects/network-projects";
import { dashboardFilterSchema } from "@/shared/schemas/network-dashboard";
import { rejectionCauses } from "@/shared/reject-reasons";
import { testDriver } from "../../support/database";
import { useSeededDatabase } from "../../support/seeded";
import { providerDeps, sendRequest } from "../provider/support";

/** docs/product/statuses.md, "Why providers refuse"; docs/product/dashboard.md, "Charts". */
describe(`why providers refuse, on ${testDriver}`, () => {
  const seeded = useSeededDatabase();

  test("each refusal keeps its cause: the reason chosen, none given, or the deadline; the dashboard counts them by cause with its filters", async () => {
    const db = seeded.database.db;
    // Monday 2 March 2026; demo projects are months later, outside the period.
    const env = providerDeps(db, "2026-03-02T09:00:00+01:00");
    const french = (await sendRequest(env.deps, seeded.places.brussels)).projectId;
    const dutch = (await sendRequest(env.deps, seeded.places.brussels, { CustomerLanguage: "nl", CustomerEmail: "an.peeters@example.be" })).projectId;
    const unanswered = (await sendRequest(env.deps, seeded.places.brussels, { CustomerEmail: "zoe.dubois@example.be" })).projectId;
    env.clock.advance(3_600_000);
    // Provider 1 refuses first, then provider 2, to whom routing gave each request next.
    await rejectProject(env.deps, 1, french, "too-far");
    await rejectProject(env.deps, 2, french, "fully-booked");
    await rejectProject(env.deps, 1, dutch, "fully-booked");
    await rejectProject(env.deps, 2, dutch);
    await db.insert(homeProjectRejects).values({ projectId: unanswered, providerId: 1, isAutoRejected: true, createdAt: env.clock.now() });

    const causesOf = async (projectId: number) => (await listProjectRejects(db, { id: projectId, page: 1 })).items.map((r) => [r.providerId, r.cause]);
    expect(await causesOf(french)).toEqual(
      expect.arrayContaining([
        [1, "too-far"],
        [2, "fully-booked"],
      ]),
    );
    expect(await causesOf(dutch)).toEqual(
      expect.arrayContaining([
        [1, "fully-booked"],
        [2, "unspecified"],
      ]),
    );
    expect(await causesOf(unanswered)).toEqual([[1, "deadline"]]);

    const deps = { db, clock: fixedClock("2026-03-04T10:00:00+01:00") };
    const counted = async (extra: object) =>
      Object.fromEntries(
        (await dashboardCharts(deps, dashboardFilterSchema.parse({ period: "7d", ...extra }))).rejectionsByCause.map((c) => [c.cause, c.count]),
      );
    const none = Object.fromEntries(rejectionCauses.map((cause) => [cause, 0]));
    expect(await counted({})).toEqual({ ...none, "fully-booked": 2, "too-far": 1, unspecified: 1, deadline: 1 });
    expect(await counted({ language: "nl" })).toEqual({ ...none, "fully-booked": 1, unspecified: 1 });
    expect(await counted({ province: "liege" })).toEqual(none);
    // Every cause is listed, in the list's order, zeros included: the chart's rows never move.
    expect((await dashboardCharts(deps, dashboardFilterSchema.parse({ period: "7d" }))).rejectionsByCause.map((c) => c.cause)).toEqual([...rejectionCauses]);
  });
});
