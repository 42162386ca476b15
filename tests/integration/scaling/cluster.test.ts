import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { existsSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { resolve } from "node:path";
import { S3Client } from "bun";
import { sql } from "drizzle-orm";
import { rowsOf } from "@/server/db/rows";
import { signIn } from "../../support/browser";
import { createTestDatabase, testDriver, type TestDatabase } from "../../support/database";
import { postalAreaId, validPayload } from "../../support/fixtures";
import { missingPrerequisite } from "../../support/prerequisites";
import { onePixelPng } from "../../support/sample-files";
import { trpcData, trpcMutationInit } from "../../support/trpc";
import { waitFor } from "../../support/wait";
import { startSmtpServer, type TestSmtpServer } from "../mail/support";
import { clientAddress, ensureClientBuild, portIsFree, type RunningCluster, startCluster } from "./cluster-support";
import { createSteadyLoad, mailDelivery } from "./cluster-load";

const root = resolve(import.meta.dir, "../../..");
// The cluster runs on Postgres only (it refuses PGlite, tested below on both drivers), so the
// three-instance tests run in the Postgres part of `bun run test` and `.ci/run`; without HAProxy
// they are skipped, or fail under CI=true (docs/testing.md, "Cross-instance tests").
const skipCluster =
  testDriver !== "postgres" || missingPrerequisite("HAProxy", existsSync("/usr/sbin/haproxy") ? undefined : "no /usr/sbin/haproxy (apt-get install haproxy)");

test("bun run cluster refuses the embedded database with a clear message", async () => {
  const child = Bun.spawn(["bun", "scripts/cluster.ts"], { cwd: root, env: { ...process.env, DATABASE_URL: "" }, stdout: "pipe", stderr: "pipe" });
  const [stderr, code] = await Promise.all([new Response(child.stderr).text(), child.exited]);
  expect(code).toBe(2);
  expect(stderr).toContain("needs DATABASE_URL");
  expect(stderr).toContain("PGlite");
});

/**
 * `bun run cluster` (docs/operations/scaling-out.md): real HAProxy in front of three real
 * instances, one Postgres, a real s3rver, one development issuer, a real SMTP peer. The tests run
 * in order on one cluster; the last ones kill an instance and stop the cluster.
 */
describe.skipIf(skipCluster)(`three instances behind HAProxy on ${testDriver}`, () => {
  let database: TestDatabase;
  let smtp: TestSmtpServer;
  let cluster: RunningCluster;
  let brussels: number;
  const clusterFolders = () => new Set(readdirSync(tmpdir()).filter((n) => n.startsWith("hs-cluster-")));
  let foldersBefore: Set<string>;
  const count = async (query: ReturnType<typeof sql>) => Number(rowsOf<{ n: number }>(await database.db.execute(query))[0]?.n);
  const mails = () => mailDelivery(database, smtp);
  const authLog = () =>
    cluster
      .stderr()
      .split("\n")
      .filter((line) => line.includes('"auth.'))
      .join("\n");
  /** Waits until every queued mail is marked sent; says what is left when it times out. */
  const outboxDrained = async (timeoutMs: number) => {
    try {
      // A count, not mails(): this polls every 20 ms in the process that also runs the SMTP peer.
      await waitFor(async () => (await count(sql`select count(*)::int as n from mail_queue where sent_at is null`)) === 0, timeoutMs, "the outbox drained");
    } catch (error) {
      const left = rowsOf(
        await database.db.execute(
          sql`select attempts, last_error, count(*)::int as n, min(next_attempt_at) - now() as due_in from mail_queue where sent_at is null group by 1, 2`,
        ),
      );
      const log = cluster
        .stderr()
        .split("\n")
        .filter((line) => /"(mail|deadline|server)\./.test(line))
        .slice(-15)
        .join("\n");
      throw new Error(`${error instanceof Error ? error.message : error}: ${JSON.stringify(left)}; received ${smtp.received.length}\n${log}`);
    }
  };

  beforeAll(async () => {
    await ensureClientBuild();
    // Empty: the instances, started at once, migrate and seed it (docs/operations.md, "Migrations").
    database = await createTestDatabase({ migrate: false });
    smtp = await startSmtpServer();
    foldersBefore = clusterFolders();
    cluster = await startCluster(database.url ?? "", {
      CREATE_RATE_LIMIT_PER_MINUTE: "5",
      SMTP_URL: smtp.url,
      MAIL_POLL_SECONDS: "1",
      // Short, so that the killed instance's claimed messages come back soon; a slow send keeps its
      // claim however long it lasts (the lease is renewed while it is under way).
      MAIL_LEASE_SECONDS: "10",
      CLUSTER_LOGS: "1",
      DEADLINE_SWEEP_SECONDS: "1",
    });
    brussels = await postalAreaId(database.db, "1000", "Bruxelles");
  }, 180_000);
  afterAll(async () => {
    // The instances' JSON logs, for a failure to be read afterwards (docs/testing.md).
    if (process.env.CLUSTER_LOG_FILE) await Bun.write(process.env.CLUSTER_LOG_FILE, cluster?.stderr() ?? "");
    if (cluster?.process.exitCode === null) {
      cluster.process.kill("SIGTERM");
      await cluster.process.exited;
    }
    await smtp?.close();
    await database?.dispose();
  }, 60_000);

  const addProject = (origin: string, client: string, headers: Record<string, string> = {}) =>
    fetch(`${origin}/api/homeproject/addproject`, {
      method: "POST",
      headers: { origin: cluster.url, "content-type": "application/json", "x-forwarded-for": client, ...headers },
      body: JSON.stringify(validPayload({ PostalAreaId: brussels })),
    });

  test("three instances started at once on an empty database: all ready on every migration, the catalogue seeded once", async () => {
    expect(await database.isReady()).toBe(true);
    const events = cluster
      .stderr()
      .split("\n")
      .flatMap((line) => /"event":"(database\.[a-z-]+)"/.exec(line)?.[1] ?? []);
    expect(events.filter((event) => event === "database.seeded")).toHaveLength(1);
  });

  test("a limit of 5 per minute holds whatever instance answers; /metrics is not public", async () => {
    const replies = await Promise.all(Array.from({ length: 12 }, () => addProject(cluster.url, clientAddress(0, 1))));
    const statuses = replies.map((r) => r.status);
    // Five let through (a 503 among them would be an overloaded database, not the limit).
    expect(statuses.filter((s) => s !== 429)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
    // HAProxy names the instance that answered: all three did, and together they let 5 through.
    expect(new Set(replies.map((r) => r.headers.get("x-served-by"))).size).toBe(3);
    expect((await fetch(`${cluster.url}/metrics`)).status).toBe(403);
  });

  test("200 requests spread over three instances: 200 projects, each mail sent once; 40 expired deadlines each routed again once", async () => {
    const load = createSteadyLoad({
      url: cluster.url,
      total: 200,
      concurrency: 16,
      addressBase: 1000,
      payload: () => JSON.stringify(validPayload({ PostalAreaId: brussels })),
    });
    const results = await load.done;
    expect(results.failed).toEqual([]);
    const ids = results.succeeded.map((r) => r.projectId);
    expect(ids).toHaveLength(200);
    expect(new Set(ids).size).toBe(200);
    const idList = sql.join(
      ids.map((id) => sql`${id}::int`),
      sql`, `,
    );
    expect(await count(sql`select count(*)::int as n from home_projects where id in (${idList}) and provider_id = 1 and status_id = 1`)).toBe(200);

    // The deadlines of 40 of them pass at once, while their mails are still leaving; the three sweepers share them.
    const expired = sql.join(
      ids.slice(0, 40).map((id) => sql`${id}::int`),
      sql`, `,
    );
    await database.db.execute(sql`update home_projects set provider_assigned_at = provider_assigned_at - interval '10 days' where id in (${expired})`);
    const autoRejected = () => count(sql`select count(*)::int as n from home_project_rejects where project_id in (${idList}) and is_auto_rejected`);
    await waitFor(async () => (await autoRejected()) >= 40, 90_000, "40 deadlines handled");
    await outboxDrained(120_000);
    expect(await autoRejected()).toBe(40);
    expect(
      await count(
        sql`select count(*)::int as n from (select project_id from audit_events where action = 'provider.auto-rejected' and project_id in (${idList}) group by project_id having count(*) = 1) once`,
      ),
    ).toBe(40);

    const delivery = await mails();
    expect(delivery.missing).toEqual([]);
    expect(delivery.repeated).toEqual([]);
    // Each project's assignment mail to provider 1 reached its mailbox once (the Message-ID names the queued mail).
    const assignments = rowsOf<{ projectId: number; mailId: number }>(
      await database.db.execute(sql`select h.id as "projectId", m.id as "mailId" from home_projects h join mail_queue m
        on m.template = 'provider-assignment' and m.subject ~ ('nr[.] ' || h.id || '[^0-9]') and m.recipient = 'contact@provider1.example.com' where h.id in (${idList})`),
    );
    expect(new Set(assignments.map((a) => a.projectId)).size).toBe(200);
    for (const a of assignments) expect(delivery.received.get(a.mailId)).toBe(1);
  }, 300_000);

  test("a session made through one instance works on every instance; signing out on one ends it everywhere", async () => {
    const { browser, landed } = await signIn(cluster.url, "network@example.com");
    if (landed.pathname !== "/login/landingpage") throw new Error(`sign-in landed on ${landed}: ${authLog()}`);
    const who = (instance: { origin: string }) => fetch(`${instance.origin}/api/loginuser/login`, { headers: { cookie: browser.cookieHeader() } });
    for (const instance of cluster.instances) {
      const reply = await who(instance);
      expect(reply.status).toBe(200);
      expect((await reply.json()).data.authorizationType).toBe(0);
    }
    const [first, ...others] = cluster.instances as [RunningCluster["instances"][number], ...RunningCluster["instances"]];
    const out = await fetch(`${first.origin}/auth/logout`, { method: "POST", headers: { cookie: browser.cookieHeader(), origin: cluster.url } });
    expect(out.status).toBe(200);
    for (const instance of [first, ...others]) expect((await who(instance)).status).toBe(401);
  }, 60_000);

  test("an upload started on one instance completes on another; a third serves the file from S3", async () => {
    const [a, b, c] = cluster.instances as [RunningCluster["instances"][number], RunningCluster["instances"][number], RunningCluster["instances"][number]];
    const created = await addProject(a.origin, clientAddress(900, 1));
    expect(created.status).toBe(200);
    const projectId = (await created.json()).data as number;
    const uploadCookie = (created.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const form = new FormData();
    form.set("projectId", String(projectId));
    form.append("files", new File([onePixelPng as Uint8Array<ArrayBuffer>], "facade.png", { type: "image/png" }));
    const uploaded = await fetch(`${b.origin}/api/homeproject/addfilestoproject`, {
      method: "POST",
      headers: { origin: cluster.url, cookie: uploadCookie },
      body: form,
    });
    const names = (await uploaded.json()).data.fileNames as string[];
    expect(names).toHaveLength(1);
    const name = names[0] ?? "";
    expect(await new S3Client(cluster.s3).file(name).exists()).toBe(true);

    const { browser, landed } = await signIn(cluster.url, "network@example.com");
    if (landed.pathname !== "/login/landingpage") throw new Error(`sign-in landed on ${landed}: ${authLog()}`);
    const link = await fetch(`${c.origin}/trpc/network.projects.fileLink`, trpcMutationInit({ name }, { cookie: browser.cookieHeader(), origin: cluster.url }));
    expect(link.status).toBe(200);
    const served = await fetch(`${c.origin}${await trpcData<string>(link)}`);
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(onePixelPng);
  }, 60_000);

  test("one instance killed with SIGKILL under steady load: HAProxy routes around it; every success is stored; no mail lost or sent twice", async () => {
    const victim = cluster.instances[1] as RunningCluster["instances"][number];
    const repeatedBefore = new Set((await mails()).repeated);
    const load = createSteadyLoad({
      url: cluster.url,
      total: 120,
      concurrency: 6,
      addressBase: 3000,
      payload: () => JSON.stringify(validPayload({ PostalAreaId: brussels })),
    });
    await waitFor(() => load.succeeded() >= 30, 60_000, "30 projects before the kill");
    // Frozen first, so the outbox can be read as the dying instance left it: a message the SMTP
    // server accepted whose `sent_at` it never wrote is the one case that may leave twice
    // (src/server/jobs/mail-worker.ts); it keeps its Message-ID.
    process.kill(victim.pid, "SIGSTOP");
    const inFlight = (await mails()).acceptedButUnsent;
    process.kill(victim.pid, "SIGKILL");
    const results = await load.done;

    expect(results.failed).toEqual([]);
    expect(results.succeeded).toHaveLength(120);
    const ids = [...new Set(results.succeeded.map((r) => r.projectId))];
    expect(ids).toHaveLength(120);
    const idList = sql.join(
      ids.map((id) => sql`${id}::int`),
      sql`, `,
    );
    expect(await count(sql`select count(*)::int as n from home_projects where id in (${idList})`)).toBe(120);
    const keys = sql.join(
      results.succeeded.map((r) => sql`${r.key}`),
      sql`, `,
    );
    expect(await count(sql`select count(*)::int as n from home_projects where idempotency_key in (${keys})`)).toBe(120);
    // Each stored project has its two mails queued with it.
    expect(
      await count(
        sql`select count(*)::int as n from mail_queue where template in ('customer-confirmation', 'provider-assignment') and (project_id in (${idList}) or (project_id is null and subject ~ ${`(n°.|nr[.] )(${ids.join("|")})[^0-9]`}))`,
      ),
    ).toBe(240);

    // The dead instance's claimed messages come back when their lease ends (10 s here).
    await outboxDrained(90_000);
    const delivery = await mails();
    expect(delivery.missing).toEqual([]);
    for (const id of delivery.repeated.filter((r) => !repeatedBefore.has(r))) expect(inFlight).toContain(id);
  }, 240_000);

  test("SIGTERM stops everything it started and leaves nothing behind", async () => {
    cluster.process.kill("SIGTERM");
    expect(await cluster.process.exited).toBe(0);
    for (const port of cluster.ports) expect(await portIsFree(port)).toBe(true);
    expect([...clusterFolders()].filter((n) => !foldersBefore.has(n))).toEqual([]);
  }, 60_000);
});
