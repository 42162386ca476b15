import { describe, expect, test } from "bun:test";
import { and, eq } from "drizzle-orm";
import ICAL from "ical.js";
import { mailQueue } from "@/server/db/schema";
import { changeProjectProvider } from "@/server/domain/project-status/network-actions";
import { acceptProject } from "@/server/domain/project-status/provider-actions";
import { planVisit } from "@/server/domain/project-status/visit";
import { testDriver } from "../../support/database";
import { customerControlsSetup, notifier, sendRequest } from "./support";

const eventOf = (file: string) => new ICAL.Event(new ICAL.Component(ICAL.parse(file)).getFirstSubcomponent("vevent") ?? undefined);

/** docs/product/customer-controls.md, "Visit planned": "Ajouter à mon agenda" on the status page. */
describe(`the planned visit as a calendar file from the status link, on ${testDriver}`, () => {
  const setup = customerControlsSetup();

  test("the event the mail carried, while the page shows the visit; none before or after; the link judged first; same origin only", async () => {
    const sent = await sendRequest(setup.db, setup.app.clock, { PostalAreaId: setup.brussels, CustomerLanguage: "nl", CustomerEmail: "agenda@example.be" });
    const calendar = (token = sent.token, headers: Record<string, string> = {}) =>
      setup.app.request(`/api/projectstatus/${token}/visit.ics?lang=nl`, { headers });

    // Nothing planned yet: a 404 in the page's language, not an empty calendar.
    const before = await calendar();
    expect(before.status).toBe(404);
    expect((await before.json()).userMessage).toBe("Voor deze aanvraag is op dit moment geen afspraak gepland.");
    expect((await calendar("a".repeat(43))).status).toBe(404);

    await acceptProject(setup.deps(), 1, sent.projectId);
    // The test app's clock: Monday 2 March 2026, 9:00 in Brussels.
    await planVisit(setup.deps(), 1, { id: sent.projectId, day: "2026-03-04", time: "13:30" });
    const reply = await calendar();
    expect(reply.status).toBe(200);
    expect(reply.headers.get("content-type")).toBe("text/calendar; charset=utf-8; method=PUBLISH");
    expect(reply.headers.get("content-disposition")).toBe('attachment; filename="afspraak.ics"');
    expect(reply.headers.get("cache-control")).toBe("no-store");
    const file = await reply.text();
    const event = eventOf(file);
    expect(event.startDate.toJSDate().toISOString()).toBe("2026-03-04T12:30:00.000Z");
    expect(event.summary).toStartWith("Afspraak: ");
    const [mail] = await setup.db
      .select({ attachment: mailQueue.attachment })
      .from(mailQueue)
      .where(and(eq(mailQueue.projectId, sent.projectId), eq(mailQueue.template, "customer-visit-planned")));
    expect(mail?.attachment?.content).toBe(file);

    // Only from our own pages.
    expect((await calendar(sent.token, { "sec-fetch-site": "cross-site" })).status).toBe(403);

    // Another provider now: the visit of the one before is no longer the customer's.
    await changeProjectProvider({ db: setup.db, clock: setup.app.clock, notify: notifier }, { projectId: sent.projectId, providerId: 2, userId: 1 });
    expect((await calendar()).status).toBe(404);
  });
});
