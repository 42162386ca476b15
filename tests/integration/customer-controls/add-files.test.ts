import { silentLogger } from "@/server/logger";
import { removeSentFile } from "@/server/domain/customer-controls/remove-file";
import { refusal } from "../../support/projects";
import { describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { homeProjectFiles, homeProjects } from "@/server/db/schema";
import { addFilesLater } from "@/server/domain/customer-controls/add-files";
import { acceptProject } from "@/server/domain/project-status/provider-actions";
import { getProjectDetails } from "@/server/domain/projects/project-details";
import { testDriver } from "../../support/database";
import { minimalPdf, onePixelJpeg, onePixelPng } from "../../support/sample-files";
import { auditOf, customerControlsSetup, mailsFor, notifier, publicUrl, sendRequest } from "./support";

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
    expect(await status(token)).toMatchObject({ files: { count: 0, max: 3 }, actions: { canChangeFiles: true } });

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
    expect(told[0]?.subject).toContain(`Projet n°\u00a0${projectId}\u00a0: le client a ajouté des fichiers`);
    expect(told[0]?.subject).toContain(`Project nr. ${projectId}: de klant heeft bestanden toegevoegd`);
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
    // Not a form at all, with a working link: a broken client.
    const notForm = await setup.app.request(`/api/projectstatus/${token}/files`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(notForm.status).toBe(400);
    // Withdrawn: final.
    await setup.app.request(`/api/projectstatus/${token}/withdraw`, { method: "POST" });
    expect(await status(token)).toMatchObject({ actions: { canChangeFiles: false } });
    const late = await (await addFiles(token, [{ name: "a.png", bytes: onePixelPng }])).json();
    expect(late).toMatchObject({ isError: true, userMessage: "Vous ne pouvez plus ajouter de fichiers\u00a0: la demande est clôturée ou annulée." });
    expect(await filesOf(projectId)).toEqual([]);
    // Once final, refused before the form is read: even a broken one hears why.
    const closedNotForm = await setup.app.request(`/api/projectstatus/${token}/files`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(await closedNotForm.json()).toMatchObject({
      isError: true,
      userMessage: "Vous ne pouvez plus ajouter de fichiers\u00a0: la demande est clôturée ou annulée.",
    });
  });

  const domainDeps = () => ({ db: setup.db, clock: setup.app.clock, storage: setup.app.storage, publicUrl, notify: notifier, logger: silentLogger });
  const removeFile = (token: string, fileId: number | string, headers: Record<string, string> = {}, lang = "fr") =>
    setup.app.request(`/api/projectstatus/${token}/files/${fileId}?lang=${lang}`, { method: "DELETE", headers });

  test("a file sent by mistake is removed for good: row, stored file, listed no more; audited by id; room for another", async () => {
    const { projectId, token } = await sendRequest(setup.db, setup.app.clock, { PostalAreaId: setup.brussels });
    await addFiles(token, [
      { name: "salon avec enfants.jpg", bytes: onePixelJpeg },
      { name: "devis.pdf", bytes: minimalPdf() },
      { name: "fuite.png", bytes: onePixelPng },
    ]);
    const listed = (await status(token)).files;
    expect(listed).toMatchObject({ count: 3, max: 3 });
    expect(listed.items.map((f: { name: string }) => f.name)).toEqual(["salon avec enfants.jpg", "devis.pdf", "fuite.png"]);
    expect(listed.items[2]).toEqual({ id: expect.any(Number), name: "fuite.png", sizeBytes: onePixelPng.byteLength });
    const [photo] = (await filesOf(projectId)).filter((f) => f.fileName.endsWith("enfants.jpg"));
    if (!photo) throw new Error("the photo was not stored");
    expect(await setup.app.storage.get(photo.fileName)).toBeDefined();

    const removed = await (await removeFile(token, photo.id)).json();
    expect(removed).toEqual({ isError: false, userMessage: "Le fichier a été supprimé de votre demande.", data: true });
    expect((await filesOf(projectId)).map((f) => f.id)).not.toContain(photo.id);
    expect(await setup.app.storage.get(photo.fileName)).toBeUndefined();
    expect((await status(token)).files).toMatchObject({ count: 2, items: [{ name: "devis.pdf" }, { name: "fuite.png" }] });
    const audit = await auditOf(setup.db, projectId, "customer.remove-file");
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorType: "customer", actorId: null, details: { fileId: photo.id } });
    expect(JSON.stringify(audit)).not.toContain("enfants");
    // The provider no longer sees it.
    const seen = await getProjectDetails(setup.db, { kind: "provider", providerId: 1 }, projectId, "fr");
    expect(seen?.files.map((f) => f.fileName.slice(37)).sort()).toEqual(["devis.pdf", "fuite.png"]);
    // Room for another file again.
    expect((await (await addFiles(token, [{ name: "bonne-photo.png", bytes: onePixelPng }])).json()).isError).toBe(false);

    // The same file again (a second tab): said so, in Dutch too, nothing else changes.
    const again = await (await removeFile(token, photo.id, {}, "nl")).json();
    expect(again).toMatchObject({ isError: true, userMessage: "Dit bestand maakt geen deel meer uit van uw aanvraag." });
    expect(await auditOf(setup.db, projectId, "customer.remove-file")).toHaveLength(1);
  });

  test("removing is refused for another request's file, from another site, with a bad id, and once final", async () => {
    const mine = await sendRequest(setup.db, setup.app.clock, { PostalAreaId: setup.brussels });
    const theirs = await sendRequest(setup.db, setup.app.clock, { PostalAreaId: setup.brussels });
    await addFiles(mine.token, [{ name: "a.png", bytes: onePixelPng }]);
    await addFiles(theirs.token, [{ name: "b.png", bytes: onePixelPng }]);
    const [their] = await filesOf(theirs.projectId);
    const [own] = await filesOf(mine.projectId);
    if (!their || !own) throw new Error("files were not stored");

    // Another request's file through my link: looks like a file that is not there; theirs stays.
    expect((await (await removeFile(mine.token, their.id)).json()).isError).toBe(true);
    expect(await filesOf(theirs.projectId)).toHaveLength(1);
    expect(await setup.app.storage.get(their.fileName)).toBeDefined();

    expect((await removeFile(mine.token, own.id, { origin: "https://evil.example" })).status).toBe(403);
    expect((await removeFile(mine.token, "abc")).status).toBe(400);
    expect((await removeFile(mine.token, "1e3")).status).toBe(400);
    expect((await removeFile("x".repeat(43), own.id)).status).toBe(404);
    expect(await filesOf(mine.projectId)).toHaveLength(1);

    // Withdrawn: final, the file stays with the request (erasure is the way to delete it now).
    await setup.app.request(`/api/projectstatus/${mine.token}/withdraw`, { method: "POST" });
    const late = await (await removeFile(mine.token, own.id)).json();
    expect(late).toMatchObject({ isError: true, userMessage: "Vous ne pouvez plus supprimer de fichiers\u00a0: la demande est clôturée ou annulée." });
    expect(await filesOf(mine.projectId)).toHaveLength(1);
    // The network, asked by the customer, reads the refusal about the customer's files.
    const byNetwork = removeSentFile(domainDeps(), { by: "network", projectId: mine.projectId, userId: 1 }, own.id);
    expect(await refusal(byNetwork)).toBe("fileRemoveNotAllowedForNetwork");
  });

  test("the network adds files a customer sent by mail: the same limit and checks, audited as the network, refused in the console's words once final", async () => {
    const { projectId, token } = await sendRequest(setup.db, setup.app.clock, { PostalAreaId: setup.brussels });
    await addFiles(token, [{ name: "fuite.png", bytes: onePixelPng }]);
    const asNetwork = { by: "network" as const, projectId, userId: 7 };
    const added = await addFilesLater(domainDeps(), asNetwork, [
      { name: "courrier.pdf", bytes: minimalPdf() },
      { name: "photo.jpg", bytes: onePixelJpeg },
    ]);
    expect(added).toHaveLength(2);
    expect((await filesOf(projectId)).length).toBe(3);
    expect(await status(token)).toMatchObject({ files: { count: 3, max: 3 } });
    expect((await auditOf(setup.db, projectId, "customer.add-files")).map((a) => ({ actorType: a.actorType, actorId: a.actorId }))).toEqual([
      { actorType: "customer", actorId: null },
      { actorType: "network", actorId: 7 },
    ]);
    // A fourth is over the limit, whoever adds it.
    await expect(addFilesLater(domainDeps(), asNetwork, [{ name: "encore.png", bytes: onePixelPng }])).rejects.toThrow();
    expect((await filesOf(projectId)).length).toBe(3);
    // Once final: refused in the console's words ("the customer's", not "your").
    await setup.db.update(homeProjects).set({ statusId: 5 }).where(eq(homeProjects.id, projectId));
    expect(await refusal(addFilesLater(domainDeps(), asNetwork, [{ name: "tard.png", bytes: onePixelPng }]))).toBe("filesNotAllowedForNetwork");
  });

  test("the network removes a file for a customer who asked: audited as the network, gone from the store", async () => {
    const { projectId, token } = await sendRequest(setup.db, setup.app.clock, { PostalAreaId: setup.brussels });
    await addFiles(token, [{ name: "mauvaise-photo.png", bytes: onePixelPng }]);
    const [file] = await filesOf(projectId);
    if (!file) throw new Error("the file was not stored");
    await removeSentFile(domainDeps(), { by: "network", projectId, userId: 7 }, file.id);
    expect(await filesOf(projectId)).toEqual([]);
    expect(await setup.app.storage.get(file.fileName)).toBeUndefined();
    expect((await auditOf(setup.db, projectId, "customer.remove-file"))[0]).toMatchObject({ actorType: "network", actorId: 7, details: { fileId: file.id } });
    expect(await refusal(removeSentFile(domainDeps(), { by: "network", projectId, userId: 7 }, file.id))).toBe("fileNotInRequestForNetwork");
  });
});
