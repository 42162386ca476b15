import { silentLogger } from "@/server/logger";
import { describe, expect, test } from "bun:test";
import { eraseMyData } from "@/server/domain/customer-controls/erase";
import { addProjectNote, listProjectNotes } from "@/server/domain/projects/project-notes";
import { projectNoteSchema } from "@/shared/schemas/network-projects";
import { testDriver } from "../../support/database";
import { refusal } from "../../support/projects";
import { findValues } from "../customer-controls/personal-data-search";
import { auditOf, customerControlsSetup, notifier, post, publicUrl, sendRequest } from "../customer-controls/support";

/** docs/product/project-notes.md */
describe(`the network's internal notes on ${testDriver}`, () => {
  const setup = customerControlsSetup();

  test("added and listed newest first; audited without their text; in the customer's export; gone with the erasure", async () => {
    const { projectId, token } = await sendRequest(setup.db, setup.app.clock, { PostalAreaId: setup.brussels });
    const deps = { db: setup.db, clock: setup.app.clock };
    await addProjectNote(deps, { projectId, userId: 1, text: "Le client préfère être appelé le matin." });
    setup.app.clock.advance(60_000);
    await addProjectNote(deps, { projectId, userId: 1, text: "Rappelé : rendez-vous mardi.\nCode de la porte 1234." });
    const notes = await listProjectNotes(setup.db, projectId);
    expect(notes.map((n) => n.text)).toEqual(["Rappelé : rendez-vous mardi.\nCode de la porte 1234.", "Le client préfère être appelé le matin."]);

    const audit = await auditOf(setup.db, projectId, "note.added");
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({ actorType: "network", actorId: 1 });
    expect(JSON.stringify(audit)).not.toContain("matin");

    // The customer's export holds them, JSON and printable page.
    const exported = await (await setup.app.request(`/api/projectstatus/${token}/export.json`)).json();
    expect(exported.networkNotes.map((n: { text: string }) => n.text)).toEqual(notes.map((n) => n.text));
    const page = await (await setup.app.request(`/api/projectstatus/${token}/export.html?lang=fr`)).text();
    expect(page).toContain("Notes de notre équipe sur votre demande");
    expect(page).toContain("Le client préfère être appelé le matin.");

    // Withdrawn, then erased for the customer: the notes go, and no new one is taken.
    await post(setup.app.request, token, "withdraw");
    await eraseMyData({ ...deps, storage: setup.app.storage, publicUrl, notify: notifier, logger: silentLogger }, { by: "network", projectId, userId: 1 });
    expect(await listProjectNotes(setup.db, projectId)).toEqual([]);
    // Nowhere else either: not in the audit trail, the outbox or any other column.
    expect(await findValues(setup.db, setup.app.storage, ["appelé le matin", "Code de la porte"])).toEqual([]);
    expect(await refusal(addProjectNote(deps, { projectId, userId: 1, text: "Encore une note" }))).toBe("noteOnErasedProject");
  });

  test("a note is 1 to 2,000 characters once trimmed of spaces and invisible characters; an unknown project is not found", async () => {
    const issue = (text: string) => projectNoteSchema.safeParse({ projectId: 1, text }).error?.issues[0]?.message;
    expect(issue("   ")).toBe("noteRequired");
    // Zero-width characters alone look empty, and are (src/shared/text.ts).
    expect(issue("\u200b\u2060 ")).toBe("noteRequired");
    expect(issue("x".repeat(2001))).toBe("noteTooLong");
    expect(projectNoteSchema.parse({ projectId: 1, text: `  ${"x".repeat(2000)}  ` }).text).toHaveLength(2000);
    expect(await refusal(addProjectNote({ db: setup.db, clock: setup.app.clock }, { projectId: 2_000_000, userId: 1, text: "?" }))).toBe("projectNotFound");
  });
});
