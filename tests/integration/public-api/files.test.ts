import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { readdirSync } from "node:fs";
import { eq } from "drizzle-orm";
import { homeProjectFiles, homeProjects } from "@/server/db/schema";
import { createTestApp, sendAsBrowser } from "../../support/app";
import { createTestDatabase, type TestDatabase, testDriver } from "../../support/database";
import { countRows, postalAreaId, seedForApi, validPayload } from "../../support/fixtures";
import { minimalPdf, onePixelJpeg, onePixelPng } from "../../support/sample-files";

describe(`homeproject/addfilestoproject on ${testDriver}`, () => {
  let database: TestDatabase;
  let app: Awaited<ReturnType<typeof createTestApp>>;
  let brussels: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedForApi(database.db);
    app = await createTestApp(database, { now: "2026-03-02T09:00:00+01:00" });
    brussels = await postalAreaId(database.db, "1000", "Bruxelles");
  });
  afterAll(() => database.dispose());

  /** Sends a request as a browser would and returns its id and upload cookie. */
  const newProject = () => sendAsBrowser(app, validPayload({ PostalAreaId: brussels }));

  function upload(projectId: number | string, cookie: string, files: { name: string; bytes: Uint8Array; type?: string }[]) {
    const form = new FormData();
    form.set("projectId", String(projectId));
    for (const f of files) form.append("files", new File([f.bytes as Uint8Array<ArrayBuffer>], f.name, { type: f.type ?? "application/octet-stream" }));
    return app.request("/api/homeproject/addfilestoproject", { method: "POST", headers: cookie ? { cookie } : {}, body: form });
  }

  const storedFiles = () => readdirSync(app.uploadsDir).length;

  const sendWithKey = (key: string, payload: unknown) =>
    app.request("/api/homeproject/addproject", {
      method: "POST",
      headers: { "content-type": "application/json", "idempotency-key": key },
      body: JSON.stringify(payload),
    });
  const cookieOf = (response: Response) => (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";

  test("real PNG, JPEG and PDF files are stored under a 36-character prefix", async () => {
    const { id, cookie } = await newProject();
    const response = await upload(id, cookie, [
      { name: "chaudière photo.png", bytes: onePixelPng },
      { name: "../../etc/passwd.jpeg", bytes: onePixelJpeg },
      { name: "devis.pdf", bytes: minimalPdf() },
    ]);
    const body = await response.json();
    expect(body.isError).toBe(false);
    const names: string[] = body.data.fileNames;
    expect(names).toHaveLength(3);
    for (const name of names) expect(name).toMatch(/^[0-9a-f-]{36}-/);
    expect(names.map((n) => n.slice(37))).toEqual(["chaudière photo.png", "passwd.jpg", "devis.pdf"]);
    const rows = await database.db.select().from(homeProjectFiles).where(eq(homeProjectFiles.projectId, id));
    expect(rows.map((r) => r.contentType).sort()).toEqual(["application/pdf", "image/jpeg", "image/png"]);
    expect(readdirSync(app.uploadsDir).sort()).toEqual([...names].sort());
  });

  const refused: [string, { name: string; bytes: Uint8Array }[], string][] = [
    ["an HTML file named .jpg", [{ name: "photo.jpg", bytes: new TextEncoder().encode("<html><script>alert(1)</script></html>") }], "PNG, JPG et PDF"],
    ["an SVG", [{ name: "dessin.svg", bytes: new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>') }], "PNG, JPG et PDF"],
    ["a zero-byte file", [{ name: "vide.png", bytes: new Uint8Array() }], "vide"],
    ["an 11 MB file", [{ name: "grand.png", bytes: bigPng(11 * 1024 * 1024) }], "10\u00a0Mo"],
    [
      "a good file with a bad one",
      [
        { name: "ok.png", bytes: onePixelPng },
        { name: "bad.jpg", bytes: new TextEncoder().encode("GIF89a") },
      ],
      "PNG, JPG et PDF",
    ],
  ];

  test.each(refused)("%s is refused and nothing of the batch is stored", async (_name, files, message) => {
    const { id, cookie } = await newProject();
    const before = { rows: (await countRows(database.db)).files, disk: storedFiles() };
    const body = await (await upload(id, cookie, files)).json();
    expect(body.isError).toBe(true);
    expect(body.userMessage).toContain(message);
    expect({ rows: (await countRows(database.db)).files, disk: storedFiles() }).toEqual(before);
  });

  test("a fourth file is refused, whole batch, and the person is told why", async () => {
    const { id, cookie } = await newProject();
    expect(
      (
        await (
          await upload(id, cookie, [
            { name: "a.png", bytes: onePixelPng },
            { name: "b.png", bytes: onePixelPng },
          ])
        ).json()
      ).isError,
    ).toBe(false);
    const before = { rows: (await countRows(database.db)).files, disk: storedFiles() };
    const body = await (
      await upload(id, cookie, [
        { name: "c.png", bytes: onePixelPng },
        { name: "d.png", bytes: onePixelPng },
      ])
    ).json();
    expect(body).toMatchObject({ isError: true, userMessage: "Vous pouvez joindre au maximum 3 fichiers par demande." });
    expect({ rows: (await countRows(database.db)).files, disk: storedFiles() }).toEqual(before);
  });

  test("a foreign project id, no cookie, or too late: refused, nothing stored", async () => {
    const mine = await newProject();
    const other = await newProject();
    const before = { rows: (await countRows(database.db)).files, disk: storedFiles() };
    const foreign = await (await upload(other.id, mine.cookie, [{ name: "a.png", bytes: onePixelPng }])).json();
    expect(foreign.isError).toBe(true);
    const noCookie = await (await upload(mine.id, "", [{ name: "a.png", bytes: onePixelPng }])).json();
    expect(noCookie.isError).toBe(true);
    const unknown = await (await upload(999999, mine.cookie.replace(/=\d+\./, "=999999."), [{ name: "a.png", bytes: onePixelPng }])).json();
    expect(unknown).toEqual(noCookie);
    app.clock.advance(31 * 60 * 1000);
    const late = await (await upload(mine.id, mine.cookie, [{ name: "a.png", bytes: onePixelPng }])).json();
    expect(late).toMatchObject({ isError: true, userMessage: "Le délai pour ajouter des fichiers à cette demande est dépassé." });
    app.clock.advance(-31 * 60 * 1000);
    expect({ rows: (await countRows(database.db)).files, disk: storedFiles() }).toEqual(before);
  });

  test("a request the network cancelled within the 30 minutes takes no more files, as on the status page", async () => {
    const { id, cookie } = await newProject();
    await database.db.update(homeProjects).set({ statusId: 4 }).where(eq(homeProjects.id, id));
    const refused = await (await upload(id, cookie, [{ name: "a.png", bytes: onePixelPng }])).json();
    expect(refused).toMatchObject({ isError: true, userMessage: "Vous ne pouvez plus ajouter de fichiers\u00a0: la demande est clôturée ou annulée." });
    expect(await database.db.select().from(homeProjectFiles).where(eq(homeProjectFiles.projectId, id))).toEqual([]);
  });

  test("no files at all (the wizard always calls) is a quiet success", async () => {
    const { id, cookie } = await newProject();
    expect(await (await upload(id, cookie, [])).json()).toEqual({ isError: false, userMessage: null, data: { fileNames: [] } });
  });

  test("a malformed upload from the creating browser is a 400 envelope; from another, refused before it is read", async () => {
    const { cookie } = await newProject();
    const notForm = (headers: Record<string, string>) =>
      app.request("/api/homeproject/addfilestoproject", { method: "POST", headers: { "content-type": "application/json", ...headers }, body: "{}" });
    expect(await (await notForm({})).json()).toMatchObject({
      isError: true,
      userMessage: "Les fichiers ne peuvent être ajoutés qu'à la demande que vous venez d'envoyer depuis ce navigateur.",
    });
    const response = await notForm({ cookie });
    expect(response.status).toBe(400);
    const noId = await upload("abc", cookie, []);
    expect(noId.status).toBe(400);
  });

  test("a repeated idempotency key: the same payload gets the first project and may upload; another payload is refused with 422 and takes nothing", async () => {
    const key = `replay-${crypto.randomUUID()}`;
    const payload = validPayload({ PostalAreaId: brussels, CustomerEmail: "first.send@example.be" });
    const first = await sendWithKey(key, payload);
    const { data: projectId } = await first.json();
    const before = await countRows(database.db);

    // Someone else's guess of the key, or a request edited after a lost reply: not the first request.
    const other = await sendWithKey(key, { ...payload, CustomerEmail: "someone.else@example.be" });
    expect(other.status).toBe(422);
    expect(other.headers.get("set-cookie")).toBeNull();
    const refused = await other.json();
    expect(refused).toMatchObject({ isError: true, data: null });
    expect(refused.userMessage).toContain("déjà été reçue");
    expect(await countRows(database.db)).toEqual(before);
    // The first browser keeps its right to upload.
    expect((await (await upload(projectId, cookieOf(first), [{ name: "photo.png", bytes: onePixelPng }])).json()).isError).toBe(false);

    // The same send again (its reply was lost): the first project, and this browser may upload too.
    const again = await sendWithKey(key, payload);
    expect(again.status).toBe(200);
    expect((await again.json()).data).toBe(projectId);
    expect((await (await upload(projectId, cookieOf(again), [{ name: "photo-2.png", bytes: onePixelPng }])).json()).isError).toBe(false);
    expect((await countRows(database.db)).projects).toBe(before.projects);
  });
});

function bigPng(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set(onePixelPng.subarray(0, 8));
  return bytes;
}
