import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { randomUUID } from "node:crypto";
import { resolve } from "node:path";
import { S3Client } from "bun";
import { eq } from "drizzle-orm";
import { homeProjectFiles } from "@/server/db/schema";
import { fileLinkKey, signFileLink } from "@/server/domain/files/file-links";
import { createS3Storage } from "@/server/storage/s3-storage";
import { createTestDatabase, testDriver, type TestDatabase } from "../../support/database";
import { postalAreaId, seedForApi, validPayload } from "../../support/fixtures";
import { startS3Server } from "../../support/s3-server";
import { onePixelPng } from "../../support/sample-files";
import { startTestServer } from "../../support/server";

const root = resolve(import.meta.dir, "../../..");
const secret = "a-shared-secret-of-at-least-32-characters!";

/** Uploads on a real S3-compatible server (s3rver), shared by two instances (docs/operations/scaling-out.md). */
describe(`S3 storage with two instances on ${testDriver}`, () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let database: TestDatabase;
  let brussels: number;
  const servers: Awaited<ReturnType<typeof startTestServer>>[] = [];

  beforeAll(async () => {
    s3 = await startS3Server();
    database = await createTestDatabase();
    await seedForApi(database.db);
    brussels = await postalAreaId(database.db, "1000", "Bruxelles");
    // Each instance has its own S3 client, as separate processes would.
    for (let i = 0; i < 2; i++) servers.push(await startTestServer(database, { SESSION_SECRET: secret }, { storage: createS3Storage(s3.settings) }));
  }, 120_000);
  afterAll(async () => {
    for (const server of servers) await server.stop();
    await database.dispose();
    await s3.stop();
  }, 60_000);

  test("Bun's S3 client and s3rver agree: write, read with its type, delete", async () => {
    const storage = createS3Storage(s3.settings);
    const name = `${randomUUID()}-photo.png`;
    await storage.put(name, onePixelPng, "image/png");
    const read = await storage.get(name);
    expect(read?.contentType).toBe("image/png");
    expect(Buffer.from(read?.bytes ?? []).equals(Buffer.from(onePixelPng))).toBe(true);
    await storage.delete(name);
    expect(await storage.get(name)).toBeUndefined();
  });

  test("created on one instance, files added on the other with its upload cookie, served by the first from S3", async () => {
    const [a, b] = servers as [(typeof servers)[number], (typeof servers)[number]];
    const created = await fetch(`${a.origin}/api/homeproject/addproject`, {
      method: "POST",
      headers: { origin: a.origin, "content-type": "application/json" },
      body: JSON.stringify(validPayload({ PostalAreaId: brussels })),
    });
    const projectId = (await created.json()).data as number;
    const cookie = (created.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const form = new FormData();
    form.set("projectId", String(projectId));
    form.append("files", new File([onePixelPng as Uint8Array<ArrayBuffer>], "facade.png", { type: "image/png" }));
    const uploaded = await fetch(`${b.origin}/api/homeproject/addfilestoproject`, { method: "POST", headers: { origin: b.origin, cookie }, body: form });
    expect((await uploaded.json()).isError).toBe(false);

    const [row] = await database.db.select({ fileName: homeProjectFiles.fileName }).from(homeProjectFiles).where(eq(homeProjectFiles.projectId, projectId));
    if (!row) throw new Error("no file row");
    // The bytes are in the S3 bucket, not on either instance's disk.
    expect(await new S3Client(s3.settings).file(row.fileName).exists()).toBe(true);
    const link = signFileLink(fileLinkKey({ SESSION_SECRET: secret }), row.fileName, new Date());
    const served = await fetch(`${a.origin}${link}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(onePixelPng))).toBe(true);
  });

  test("the listing pages through more than 1,000 objects, and db:check sees every one", async () => {
    const storage = createS3Storage(s3.settings);
    const client = new S3Client(s3.settings);
    const before = await storage.list();
    const names = Array.from({ length: 1005 }, (_, i) => `${randomUUID()}-orphan-${i}.txt`);
    for (let i = 0; i < names.length; i += 50) await Promise.all(names.slice(i, i + 50).map((n) => storage.put(n, new TextEncoder().encode(n), "text/plain")));
    // One request is not enough: the server answers a page and says there is more.
    expect((await client.list()).isTruncated).toBe(true);
    const listed = new Set(await storage.list());
    expect(listed.size).toBe(before.length + names.length);
    for (const n of names) expect(listed.has(n)).toBe(true);

    // db:check as an operator runs it, in its own process: only Postgres can be shared with it here.
    if (!database.url) return;
    const child = Bun.spawn(["bun", "src/server/db/check/cli.ts"], {
      cwd: root,
      env: { ...process.env, NODE_ENV: "test", DATABASE_URL: database.url, DATA_DIR: "./data/test-s3-unused", ...s3.env },
      stdout: "pipe",
      stderr: "pipe",
    });
    const [stdout, code] = await Promise.all([new Response(child.stdout).text(), child.exited]);
    expect(code).toBe(1);
    expect(stdout).toContain(`Files in storage without a database row: ${names.length}`);
  }, 180_000);
});
