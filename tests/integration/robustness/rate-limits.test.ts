import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createTestDatabase, testDriver, type TestDatabase } from "../../support/database";
import { postalAreaId, seedForApi, validPayload } from "../../support/fixtures";
import { onePixelPng } from "../../support/sample-files";
import { startTestServer } from "../../support/server";
import { addressGroup } from "@/server/rest/client-ip";

/** Rate limits on a real listening server, so the peer address is the socket's (requestIP). */
describe(`rate limits on ${testDriver}`, () => {
  let database: TestDatabase;
  let brussels: number;
  const servers: Awaited<ReturnType<typeof startTestServer>>[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedForApi(database.db);
    brussels = await postalAreaId(database.db, "1000", "Bruxelles");
  }, 60_000);
  afterAll(async () => {
    for (const server of servers) await server.stop();
    await database.dispose();
  });

  async function start(env: Record<string, string>) {
    const server = await startTestServer(database, env);
    servers.push(server);
    return server;
  }

  const create = (origin: string, forwardedFor?: string) =>
    fetch(`${origin}/api/homeproject/addproject`, {
      method: "POST",
      headers: { origin, "content-type": "application/json", ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}) },
      body: JSON.stringify(validPayload({ PostalAreaId: brussels })),
    });

  async function expectLimited(response: Response) {
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("60");
    const body = await response.json();
    expect(body).toMatchObject({ isError: true, data: null });
    expect(typeof body.userMessage).toBe("string");
    expect(body.userMessage.length).toBeGreaterThan(0);
  }

  test("addproject: the limit answers 429 with the envelope; a spoofed X-Forwarded-For from an untrusted peer does not reset it", async () => {
    const { origin } = await start({ CREATE_RATE_LIMIT_PER_MINUTE: "3", TRUSTED_PROXIES: "" });
    for (let i = 0; i < 3; i++) {
      const response = await create(origin, `203.0.113.${i + 1}`);
      expect(response.status).toBe(200);
      expect((await response.json()).isError).toBe(false);
    }
    await expectLimited(await create(origin));
    // Every spoofed address, single or a chain, still counts as 127.0.0.1.
    for (const spoof of ["198.51.100.7", "10.0.0.1, 198.51.100.8", "::1", "127.0.0.2", "unknown", ""]) await expectLimited(await create(origin, spoof));
  });

  test("with TRUSTED_PROXIES=127.0.0.1 the forwarded address counts: each client has its own quota", async () => {
    const { origin } = await start({ CREATE_RATE_LIMIT_PER_MINUTE: "2", TRUSTED_PROXIES: "127.0.0.1" });
    for (let i = 0; i < 2; i++) expect((await create(origin, "198.51.100.1")).status).toBe(200);
    await expectLimited(await create(origin, "198.51.100.1"));
    // A client cannot prepend addresses to escape: the right-most untrusted hop is the client.
    await expectLimited(await create(origin, "192.0.2.99, 198.51.100.1"));
    expect((await create(origin, "198.51.100.2")).status).toBe(200);
    expect((await create(origin, "192.0.2.99, 198.51.100.3")).status).toBe(200);
  });

  test("IPv6 clients are counted per /64: another address of the same network shares the quota, another network has its own", async () => {
    const { origin } = await start({ CREATE_RATE_LIMIT_PER_MINUTE: "2", TRUSTED_PROXIES: "127.0.0.1" });
    expect((await create(origin, "2001:db8:5:6::1")).status).toBe(200);
    expect((await create(origin, "2001:db8:5:6:a:b:c:d")).status).toBe(200);
    await expectLimited(await create(origin, "2001:0db8:0005:0006:ffff::9"));
    expect((await create(origin, "2001:db8:5:7::1")).status).toBe(200);
  });

  test("the rate limits' key: an IPv4 address as it is, an IPv6 address as its /64 however it is written", () => {
    expect(addressGroup("198.51.100.7")).toBe("198.51.100.7");
    expect(addressGroup("2001:db8:5:6::1")).toBe("2001:db8:5:6::/64");
    expect(addressGroup("2001:0DB8:0005:0006:0000:0000:0000:0001")).toBe("2001:db8:5:6::/64");
    expect(addressGroup("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressGroup("::1")).toBe("0:0:0:0::/64");
    expect(addressGroup("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    // Not an address: left as it is (still one key of its own).
    expect(addressGroup("unknown")).toBe("unknown");
    expect(addressGroup("1:2:3")).toBe("1:2:3");
    expect(addressGroup("1::2::3")).toBe("1::2::3");
    expect(addressGroup("::ffff:192.0.2.1")).toBe("::ffff:192.0.2.1");
  });

  test("addfilestoproject has its own limit, also not bypassed by X-Forwarded-For", async () => {
    const { origin } = await start({ UPLOAD_RATE_LIMIT_PER_MINUTE: "2", CREATE_RATE_LIMIT_PER_MINUTE: "100" });
    const created = await create(origin);
    const id = (await created.json()).data as number;
    const cookie = (created.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const upload = (forwardedFor: string) => {
      const form = new FormData();
      form.set("projectId", String(id));
      form.append("files", new File([onePixelPng as Uint8Array<ArrayBuffer>], "a.png"));
      return fetch(`${origin}/api/homeproject/addfilestoproject`, { method: "POST", headers: { origin, cookie, "x-forwarded-for": forwardedFor }, body: form });
    };
    expect((await (await upload("203.0.113.1")).json()).isError).toBe(false);
    expect((await (await upload("203.0.113.2")).json()).isError).toBe(false);
    await expectLimited(await upload("203.0.113.3"));
    // The create limit is separate: creating still works.
    expect((await create(origin)).status).toBe(200);
  });
});
