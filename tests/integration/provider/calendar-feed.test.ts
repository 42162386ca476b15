import { describe, expect, test } from "bun:test";
import ICAL from "ical.js";
import { changeProjectProvider } from "@/server/domain/project-status/network-actions";
import { acceptProject, recordNoAgreement, uploadInvoice } from "@/server/domain/project-status/provider-actions";
import { upcomingVisits } from "@/server/domain/project-status/provider-visits";
import { planVisit } from "@/server/domain/project-status/visit";
import { calendarFeedState, startCalendarFeed, stopCalendarFeed } from "@/server/domain/providers/calendar-feed";
import { testDriver } from "../../support/database";
import { minimalPdf } from "../../support/sample-files";
import { customerControlsSetup, notifier, post, publicUrl, sendRequest } from "../customer-controls/support";

const eventsOf = (file: string) => new ICAL.Component(ICAL.parse(file)).getAllSubcomponents("vevent").map((c) => new ICAL.Event(c));

/** docs/product/visits.md: "Mes rendez-vous" and the provider's calendar subscription. */
describe(`a provider's visits and its calendar address, on ${testDriver}`, () => {
  const setup = customerControlsSetup();
  const feedDeps = () => ({ db: setup.db, clock: setup.app.clock, publicUrl });
  const pathOf = (url: string) => new URL(url).pathname;

  test("its own visits to come, soonest first, in the page's language; none of another provider's, none it no longer has", async () => {
    // The test app's clock: Monday 2 March 2026, 9:00 in Brussels.
    const deps = setup.deps();
    const first = await sendRequest(setup.db, setup.app.clock, { PostalAreaId: setup.brussels, CustomerEmail: "v1@example.be", CustomerLastName: "Premier" });
    const second = await sendRequest(setup.db, setup.app.clock, { PostalAreaId: setup.brussels, CustomerEmail: "v2@example.be", CustomerLastName: "Second" });
    const moved = await sendRequest(setup.db, setup.app.clock, { PostalAreaId: setup.brussels, CustomerEmail: "v3@example.be" });
    for (const p of [first, second, moved]) await acceptProject(deps, 1, p.projectId);
    await planVisit(deps, 1, { id: second.projectId, day: "2026-03-05", time: "14:00" });
    await planVisit(deps, 1, { id: first.projectId, day: "2026-03-03", time: "08:30" });
    await planVisit(deps, 1, { id: moved.projectId, day: "2026-03-04", time: "10:00" });
    await changeProjectProvider({ db: setup.db, clock: setup.app.clock, notify: notifier }, { projectId: moved.projectId, providerId: 2, userId: 1 });

    const mine = (await upcomingVisits(deps, 1, "nl")).filter((v) => [first.projectId, second.projectId, moved.projectId].includes(v.id));
    expect(mine.map((v) => [v.id, v.visitAt.toISOString(), v.customerLastName])).toEqual([
      [first.projectId, "2026-03-03T07:30:00.000Z", "Premier"],
      [second.projectId, "2026-03-05T13:00:00.000Z", "Second"],
    ]);
    expect(mine[0]?.city).toBe("Brussel");
    expect((await upcomingVisits(deps, 2, "fr")).map((v) => v.id)).not.toContain(moved.projectId);
  });

  test("a visit that took place stays in its calendar once the project is completed; one still ahead leaves it with the project", async () => {
    const deps = setup.deps();
    const clock = setup.app.clock;
    const start = clock.now();
    const done = await sendRequest(setup.db, clock, { PostalAreaId: setup.brussels, CustomerEmail: "fait@example.be" });
    const dropped = await sendRequest(setup.db, clock, { PostalAreaId: setup.brussels, CustomerEmail: "pasdaccord@example.be" });
    for (const p of [done, dropped]) await acceptProject(deps, 1, p.projectId);
    await planVisit(deps, 1, { id: done.projectId, day: "2026-03-03", time: "09:00" });
    await planVisit(deps, 1, { id: dropped.projectId, day: "2026-03-10", time: "11:00" });
    const feed = await startCalendarFeed(feedDeps(), 1, "fr", 7);
    const feedIds = async () => eventsOf(await (await setup.app.request(pathOf(feed.url))).text()).map((e) => Number(/n°\u00a0(\d+)\)/.exec(e.summary)?.[1]));
    try {
      // The day after the first visit the provider sends its invoice; the second customer and it did not agree.
      clock.set("2026-03-04T10:00:00Z");
      await uploadInvoice(deps, 1, done.projectId, { name: "facture.pdf", bytes: minimalPdf() });
      await recordNoAgreement(deps, 1, { projectId: dropped.projectId, reasonId: 1, text: "Prix trop élevé" });
      const ids = await feedIds();
      expect(ids).toContain(done.projectId);
      expect(ids).not.toContain(dropped.projectId);
      // Its list of the day starts today: yesterday's visit is in the calendar only.
      expect((await upcomingVisits(deps, 1, "fr")).map((v) => v.id)).not.toContain(done.projectId);
      // Thirty days on, it falls out of the calendar like any other.
      clock.set("2026-04-03T10:00:00Z");
      expect(await feedIds()).not.toContain(done.projectId);
    } finally {
      clock.set(start);
      await stopCalendarFeed(setup.db, 1);
    }
  });

  test("the address gives its visits as a calendar, without the customer's data; a new address ends the old one; unlinked, none", async () => {
    const deps = setup.deps();
    const sent = await sendRequest(setup.db, setup.app.clock, {
      PostalAreaId: setup.brussels,
      CustomerEmail: "agenda.pro@example.be",
      CustomerLastName: "Confidentiel",
      CustomerGSM: "+32 470 99 88 77",
    });
    await acceptProject(deps, 1, sent.projectId);
    await planVisit(deps, 1, { id: sent.projectId, day: "2026-03-06", time: "16:15" });
    expect(await calendarFeedState(setup.db, 1)).toEqual({ since: null });

    const made = await startCalendarFeed(feedDeps(), 1, "fr", 7);
    expect(made.url).toStartWith(`${publicUrl}/api/providercalendar/`);
    expect(made.webcalUrl).toBe(made.url.replace("http:", "webcal:"));
    expect((await calendarFeedState(setup.db, 1)).since?.toISOString()).toBe(setup.app.clock.now().toISOString());
    const reply = await setup.app.request(pathOf(made.url));
    expect(reply.status).toBe(200);
    expect(reply.headers.get("content-type")).toBe("text/calendar; charset=utf-8; method=PUBLISH");
    const file = await reply.text();
    const event = eventsOf(file).find((e) => e.summary.includes(`projet n°\u00a0${sent.projectId})`));
    expect(event?.startDate.toJSDate().toISOString()).toBe("2026-03-06T15:15:00.000Z");
    expect(event?.location).toBe("1000 Bruxelles");
    expect(event?.description).toContain(`${publicUrl}/provider/homeprojectdetails/${sent.projectId}`);
    // The customer's name, phone, e-mail and street never reach a third party's calendar.
    for (const personal of ["Confidentiel", "99 88 77", "agenda.pro@example.be", "Rue Haute"]) expect(file).not.toContain(personal);
    expect(file).toContain("X-WR-CALNAME:Rendez-vous – Services à domicile");
    // The same event as the customer's calendar file: one visit, one UID.
    const customerFile = await (await setup.app.request(`/api/projectstatus/${sent.token}/visit.ics`)).text();
    expect(event?.uid).toBe(eventsOf(customerFile)[0]?.uid ?? "");

    // The customer asks for another time: the provider's calendar and its page say so until it moves the visit.
    expect((await (await post(setup.app.request, sent.token, "visit-change")).json()).isError).toBe(false);
    const asked = eventsOf(await (await setup.app.request(pathOf(made.url))).text()).find((e) => e.uid === event?.uid);
    expect(asked?.summary).toStartWith("Autre moment demandé par le client – Rendez-vous");
    expect((await upcomingVisits(deps, 1, "fr")).find((v) => v.id === sent.projectId)?.changeAskedAt).toEqual(setup.app.clock.now());

    const renewed = await startCalendarFeed(feedDeps(), 1, "nl", 7);
    expect((await setup.app.request(pathOf(made.url))).status).toBe(404);
    const dutch = await (await setup.app.request(pathOf(renewed.url))).text();
    expect(dutch).toContain(`Afspraak: `);
    expect(dutch).toContain("X-WR-CALNAME:Afspraken – Diensten aan huis");

    await stopCalendarFeed(setup.db, 1);
    const gone = await setup.app.request(`${pathOf(renewed.url)}?lang=nl`);
    expect(gone.status).toBe(404);
    expect((await gone.json()).userMessage).toBe(
      "Dit agenda-adres werkt niet meer. Maak een nieuw in uw professionele ruimte, op de pagina \u201eMijn afspraken\u201d.",
    );
    expect((await setup.app.request("/api/providercalendar/not-a-token.ics")).status).toBe(404);
    expect(await calendarFeedState(setup.db, 1)).toEqual({ since: null });
  });
});
