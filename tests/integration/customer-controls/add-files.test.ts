import { describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { homeProjectFiles } from "@/server/db/schema";
import { acceptProject } from "@/server/domain/project-status/provider-actions";
import { getProjectDetails } from "@/server/domain/projects/project-details";
import { testDriver } from "../../support/database";
import { minimalPdf, onePixelJpeg, onePixelPng } from "../../support/sample-files";
import { auditOf, customerControlsSetup, mailsFor, sendRequest } from "./support";

/** docs/product/customer-controls.md, "Add photos or documents". */
describe(`add files from the status page on ${testDriver}`, () => {
  const setup = customerControlsSetup();

  function addFiles(token: string, files: { name: string; bytes: Uint8Array }[], headers: Record<string, string> = {}) {
    const form = new FormData();
    for (const f of files) form.append("files", new File([f.bytes as Uint8Array<ArrayBuffer>], f.name));
    return setup.app.request(`/api/projectstatus/${token}/files?lang=fr`, { method: "POST", body: form, headers });
  }
  const filesOf = (projectId: number) => setup.db.select().from(homeProjectFiles).where(eq(homeProjectFiles.projectId, projectId));
  const status = async (token: string) => (await (await setup.app.request(`/api/projectstatus/${token}`)).json()).data;

  test("added up to 3 in all, judged by content; counted on the page; audited without names; the provider sees them", async () => {
    const { projectId, token } = await sendRequest(setup.db, setup.app.clock, { PostalAreaId: setup.brussels });
    expect(await status(token)).toMatchObject({ files: { count: 0, max: 3 }, actions: { canAddFiles: true } });

    const first = await addFiles(token, [
      { name: "fuite.png", bytes: onePixelPng },
      { name: "compteur.jpg", bytes: onePixelJpeg },
    ]);
    expect(await first.json()).toMatchObject({ isError: false, userMessage: "Vos fichiers ont été ajoutés à la demande." });
    expect((await filesOf(projectId)).map((f) => f.contentType).sort()).toEqual(["image/jpeg", "image/png"]);
    expect(await status(token)).toMatchObject({ files: { count: 2, max: 3 } });

    // Two more would pass the limit: refused whole, nothing stored.
    const tooMany = await (
      await addFiles(token, [
        { name: "a.pdf", bytes: minimalPdf() },
        { name: "b.pdf", bytes: minimalPdf() },
      ])
    ).json();
    expect(tooMany.isError).toBe(true);
    expect(await filesOf(projectId)).toHaveLength(2);
    // A text file named .png is refused by its content.
    const fake = await (await addFiles(token, [{ name: "photo.png", bytes: new TextEncoder().encode("not an image") }])).json();
    expect(fake.isError).toBe(true);
    // The third, once the provider has accepted: still allowed.
    await acceptProject(setup.deps(), 1, projectId);
    expect((await (await addFiles(token, [{ name: "plan.pdf", bytes: minimalPdf() }])).json()).isError).toBe(false);
    expect(await status(token)).toMatchObject({ files: { count: 3, max: 3 } });
    const seenByProvider = await getProjectDetails(setup.db, { kind: "provider", providerId: 1 }, projectId, "fr");
    expect(seenByProvider?.files.map((f) => f.fileName.slice(37)).sort()).toEqual(["compteur.jpg", "fuite.png", "plan.pdf"]);

    // The provider heard of both batches (deciding, then working on it), in French then Dutch.
    const told = (await mailsFor(setup.db, "provider-files-added")).filter((m) => m.projectId === projectId);
    expect(told).toHaveLength(2);
    expect(told[0]?.subject).toContain(`Demande #${projectId}\u00a0: le client a ajouté des fichiers`);
    expect(told[0]?.subject).toContain(`Aanvraag #${projectId}: de klant heeft bestanden toegevoegd`);
    expect(told[0]?.textBody).not.toContain("fuite");

    const audit = await auditOf(setup.db, projectId, "customer.add-files");
    expect(audit.map((a) => a.details)).toEqual([{ count: 2 }, { count: 1 }]);
    expect(audit[0]).toMatchObject({ actorType: "customer", actorId: null });
    expect(JSON.stringify(audit)).not.toContain("fuite");
  });

  test("refused once final, with no file, from another site, or with a wrong link", async () => {
    const { projectId, token } = await sendRequest(setup.db, setup.app.clock, { PostalAreaId: setup.brussels });
    const empty = await (await addFiles(token, [])).json();
    expect(empty).toMatchObject({ isError: true, userMessage: "Choisissez au moins un fichier." });
    const crossSite = await addFiles(token, [{ name: "a.png", bytes: onePixelPng }], { origin: "https://evil.example" });
    expect(crossSite.status).toBe(403);
    expect((await addFiles("x".repeat(43), [{ name: "a.png", bytes: onePixelPng }])).status).toBe(404);
    // Withdrawn: final.
    await setup.app.request(`/api/projectstatus/${token}/withdraw`, { method: "POST" });
    expect(await status(token)).toMatchObject({ actions: { canAddFiles: false } });
    const late = await (await addFiles(token, [{ name: "a.png", bytes: onePixelPng }])).json();
    expect(late).toMatchObject({ isError: true, userMessage: "Vous ne pouvez plus ajouter de fichiers\u00a0: la demande est clôturée ou annulée." });
    expect(await filesOf(projectId)).toEqual([]);
    // Not a form at all: a broken client.
    const notForm = await setup.app.request(`/api/projectstatus/${token}/files`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(notForm.status).toBe(400);
  });
});
