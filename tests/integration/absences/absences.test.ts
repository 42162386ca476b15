import { describe, expect, test } from "bun:test";
import { and, eq, inArray, ne } from "drizzle-orm";
import { providerAbsences, providerPostalAreas, providers, providerServices } from "@/server/db/schema";
import { type AbsenceActor, addAbsence, listAbsences, removeAbsence } from "@/server/domain/absences/absences";
import { absencesAhead } from "@/server/domain/absences/absences-ahead";
import { rejectProject } from "@/server/domain/project-status/provider-actions";
import { ProjectStatus } from "@/server/domain/project-status/statuses";
import { testDriver } from "../../support/database";
import { postalAreaId, projectById } from "../../support/fixtures";
import { refusal } from "../../support/projects";
import { customerControlsSetup, mailsFor, publicUrl, sendRequest } from "../customer-controls/support";

/** docs/product/absences.md. The app's clock starts on Monday 2 March 2026, 09:00 in Brussels. */
describe(`provider absences on ${testDriver}`, () => {
  const setup = customerControlsSetup();
  const deps = () => ({ db: setup.db, clock: setup.app.clock, publicUrl });
  const byProvider: AbsenceActor = { type: "provider", id: 1 };
  const byNetwork: AbsenceActor = { type: "network", id: 1 };
  const clearAbsences = () => setup.db.delete(providerAbsences);

  test("no new request while absent, from the first Belgian day to the last; routing again skips it too", async () => {
    setup.app.clock.set("2026-03-02T09:00:00+01:00");
    await clearAbsences();
    const first = await sendRequest(setup.db, setup.app.clock, { PostalAreaId: setup.brussels });
    const favourite = (await projectById(setup.db, first.projectId))?.providerId;
    if (!favourite) throw new Error("nobody covers Brussels in the demo data");
    // Make it the clear favourite in Brussels, so that only its absence can send a request elsewhere.
    await setup.db
      .update(providerPostalAreas)
      .set({ score: 1 })
      .where(and(eq(providerPostalAreas.postalAreaId, setup.brussels), ne(providerPostalAreas.providerId, favourite)));
    await setup.db
      .update(providerPostalAreas)
      .set({ score: 10 })
      .where(and(eq(providerPostalAreas.postalAreaId, setup.brussels), eq(providerPostalAreas.providerId, favourite)));

    await addAbsence(deps(), favourite, { startsOn: "2026-03-02", endsOn: "2026-03-04" }, byProvider);
    const during = await projectById(setup.db, (await sendRequest(setup.db, setup.app.clock, { PostalAreaId: setup.brussels })).projectId);
    expect(during?.providerId).not.toBe(favourite);
    expect(during?.statusId).toBe(during?.providerId ? ProjectStatus.New : ProjectStatus.NoProviderFound);

    // Another provider rejects a request while the favourite is away: it is not given to the favourite.
    if (during?.providerId) {
      await rejectProject(setup.deps(), during.providerId, during.id);
      expect((await projectById(setup.db, during.id))?.providerId).not.toBe(favourite);
    }

    // 23:30 on the last day, Brussels time, is still the absence; 00:30 the next day (23:30 UTC) is not.
    setup.app.clock.set("2026-03-04T23:30:00+01:00");
    const lastEvening = await sendRequest(setup.db, setup.app.clock, { PostalAreaId: setup.brussels });
    expect((await projectById(setup.db, lastEvening.projectId))?.providerId).not.toBe(favourite);
    setup.app.clock.set("2026-03-05T00:30:00+01:00");
    const back = await sendRequest(setup.db, setup.app.clock, { PostalAreaId: setup.brussels });
    expect((await projectById(setup.db, back.projectId))?.providerId).toBe(favourite);
  });

  test("listed from today on, the current one marked; who recorded it; removed early, idempotent; ended ones stay", async () => {
    setup.app.clock.set("2026-03-02T09:00:00+01:00");
    await clearAbsences();
    const now = await addAbsence(deps(), 2, { startsOn: "2026-03-02", endsOn: "2026-03-06" }, byProvider);
    const later = await addAbsence(deps(), 2, { startsOn: "2026-07-20", endsOn: "2026-08-07" }, byNetwork);
    const list = await listAbsences(deps(), 2);
    expect(list).toEqual([
      { id: now.id, startsOn: "2026-03-02", endsOn: "2026-03-06", current: true, recordedBy: "provider" },
      { id: later.id, startsOn: "2026-07-20", endsOn: "2026-08-07", current: false, recordedBy: "network" },
    ]);
    expect(await listAbsences(deps(), 1)).toEqual([]);

    // Another provider's absence: nothing happens to it.
    expect(await removeAbsence(deps(), 1, later.id, byProvider)).toEqual({ removed: false });
    expect(await listAbsences(deps(), 2)).toHaveLength(2);
    // Back early: removed; a second time (another tab) changes nothing.
    expect(await removeAbsence(deps(), 2, now.id, byProvider)).toEqual({ removed: true });
    expect(await removeAbsence(deps(), 2, now.id, byProvider)).toEqual({ removed: false });
    expect((await listAbsences(deps(), 2)).map((a) => a.id)).toEqual([later.id]);

    // Once over, an absence is history: not listed, not removed.
    setup.app.clock.set("2026-08-08T08:00:00+02:00");
    expect(await listAbsences(deps(), 2)).toEqual([]);
    expect(await removeAbsence(deps(), 2, later.id, byProvider)).toEqual({ removed: false });
    expect(await setup.db.select().from(providerAbsences).where(eq(providerAbsences.id, later.id))).toHaveLength(1);
  });

  test("refused: the last day before the first, a start in the past, an end past 365 days, an overlap, a 21st to come", async () => {
    setup.app.clock.set("2026-03-02T09:00:00+01:00");
    await clearAbsences();
    const add = (startsOn: string, endsOn: string, providerId = 1) => addAbsence(deps(), providerId, { startsOn, endsOn }, byNetwork);
    expect(await refusal(add("2026-03-10", "2026-03-09"))).toBe("absenceDaysOrder");
    expect(await refusal(add("2026-03-01", "2026-03-03"))).toBe("absenceStartsInPast");
    // 2 March 2026 + 365 days is 2 March 2027: allowed; the day after is not.
    expect(await refusal(add("2027-03-01", "2027-03-03"))).toBe("absenceTooFar");
    await add("2027-03-01", "2027-03-02");

    await add("2026-04-06", "2026-04-10");
    expect(await refusal(add("2026-04-10", "2026-04-12"))).toBe("absenceOverlaps");
    expect(await refusal(add("2026-04-01", "2026-04-20"))).toBe("absenceOverlaps");
    // The day after is free; another provider is free on the same days.
    await add("2026-04-11", "2026-04-12");
    await add("2026-04-06", "2026-04-10", 2);
    expect(await refusal(add("2026-04-01", "2026-04-01", 999_999))).toBe("providerUnknown");

    // 3 recorded for provider 1 so far; 17 more make 20, the 21st is refused.
    for (let week = 0; week < 17; week++) {
      const day = new Date(Date.UTC(2026, 4, 4 + week * 7)).toISOString().slice(0, 10);
      await add(day, day);
    }
    expect(await listAbsences(deps(), 1)).toHaveLength(20);
    expect(await refusal(add("2026-12-01", "2026-12-01"))).toBe("absenceTooMany");
  });

  test("the dashboard's two weeks ahead: active providers' absences, each with the postcodes nobody else covers", async () => {
    setup.app.clock.set("2026-03-02T09:00:00+01:00");
    await clearAbsences();
    const namur = await postalAreaId(setup.db, "5000", "Namur");
    const serviceId = 9;
    const [alone, second, inactive] = await setup.db
      .insert(providers)
      .values([{ name: "Namur Seul" }, { name: "Namur Aussi" }, { name: "Namur Inactif", isActive: false }])
      .returning({ id: providers.id });
    if (!alone || !second || !inactive) throw new Error("providers not inserted");
    await setup.db.insert(providerServices).values({ providerId: alone.id, serviceId });
    await setup.db.insert(providerPostalAreas).values({ providerId: alone.id, postalAreaId: namur, score: 5 });
    const at = (startsOn: string, endsOn: string, providerId: number) =>
      setup.db.insert(providerAbsences).values({ providerId, startsOn, endsOn, createdByType: "network", createdById: 1 });
    await at("2026-03-05", "2026-03-09", alone.id);
    await at("2026-03-16", "2026-03-20", second.id); // starts the day after the two weeks
    await at("2026-02-20", "2026-03-01", second.id); // ended yesterday
    await at("2026-03-02", "2026-03-03", inactive.id);

    const ahead = await absencesAhead(setup.db, setup.app.clock.now());
    expect(ahead).toEqual([
      { absenceId: expect.any(Number), providerId: alone.id, providerName: "Namur Seul", startsOn: "2026-03-05", endsOn: "2026-03-09", soleCoverPostcodes: 1 },
    ]);
    // Another active provider offering the same service in Namur: nobody is left alone there.
    await setup.db.insert(providerServices).values({ providerId: second.id, serviceId });
    await setup.db.insert(providerPostalAreas).values({ providerId: second.id, postalAreaId: namur, score: 5 });
    expect((await absencesAhead(setup.db, setup.app.clock.now()))[0]?.soleCoverPostcodes).toBe(0);
    // On the 16th the second provider's absence is within the two weeks too.
    setup.app.clock.set("2026-03-03T09:00:00+01:00");
    expect((await absencesAhead(setup.db, setup.app.clock.now())).map((a) => a.providerName)).toEqual(["Namur Seul", "Namur Aussi"]);
    await setup.db.delete(providers).where(inArray(providers.id, [alone.id, second.id, inactive.id]));
  });

  test("the provider hears by e-mail when the network records or removes an absence for it, not when it does so itself", async () => {
    setup.app.clock.set("2026-03-02T09:00:00+01:00");
    await clearAbsences();
    const before = (template: string) => mailsFor(setup.db, template).then((m) => m.length);
    const recordedBefore = await before("provider-absence-recorded");
    const removedBefore = await before("provider-absence-removed");
    const own = await addAbsence(deps(), 2, { startsOn: "2026-03-09", endsOn: "2026-03-10" }, byProvider);
    await removeAbsence(deps(), 2, own.id, byProvider);
    expect(await before("provider-absence-recorded")).toBe(recordedBefore);
    expect(await before("provider-absence-removed")).toBe(removedBefore);

    const forIt = await addAbsence(deps(), 2, { startsOn: "2026-04-06", endsOn: "2026-04-10" }, byNetwork);
    const [recorded] = (await mailsFor(setup.db, "provider-absence-recorded")).slice(recordedBefore);
    expect(recorded?.subject).toBe("Absence enregistrée par le réseau\u00a0: 6–10 avril 2026 | Afwezigheid geregistreerd door het netwerk: 6–10 april 2026");
    expect(recorded?.textBody).toContain("du 6 avril 2026 au 10 avril 2026 inclus");
    expect(recorded?.textBody).toContain(`${publicUrl}/provider/absences`);
    await removeAbsence(deps(), 2, forIt.id, byNetwork);
    const [removed] = (await mailsFor(setup.db, "provider-absence-removed")).slice(removedBefore);
    expect(removed?.recipient).toBe(recorded?.recipient);
    expect(removed?.subject).toContain("Afwezigheid verwijderd door het netwerk");
    // Removing it again (another tab) sends nothing more.
    await removeAbsence(deps(), 2, forIt.id, byNetwork);
    expect(await before("provider-absence-removed")).toBe(removedBefore + 1);
  });
});
