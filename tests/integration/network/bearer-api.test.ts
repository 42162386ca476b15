import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { and, eq } from "drizzle-orm";
import { homeProjectFiles, homeProjects, providerPostalAreas, providers } from "@/server/db/schema";
import type { Browser } from "../../support/browser";
import { signIn } from "../../support/browser";
import { type TestDatabase, testDriver } from "../../support/database";
import { accessTokenFor } from "../../support/identities";
import { onePixelPng } from "../../support/sample-files";
import { startTestServer } from "../../support/server";
import { insertProject, networkTestDatabase, project } from "./support";
import { postalAreaId } from "../../support/fixtures";
import { trpcData, trpcError, trpcMutationInit, trpcQueryPath } from "../../support/trpc";

/** The network's bearer api/ calls of docs/product/api-contract.md, end to end: issuer access token and session cookie. */
describe(`network bearer api/ on ${testDriver}`, () => {
  let database: TestDatabase;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let networkToken: string;
  let providerToken: string;
  let pro2Token: string;
  let network: Browser;
  let brussels: number;

  beforeAll(async () => {
    database = await networkTestDatabase();
    brussels = await postalAreaId(database.db, "1000", "Bruxelles");
    server = await startTestServer(database);
    // A first sign-in through the site binds each account's issuer subject to its login.
    network = (await signIn(server.origin, "network@example.com")).browser;
    await signIn(server.origin, "pro1@example.com");
    await signIn(server.origin, "pro2@example.com");
    networkToken = await accessTokenFor(server.origin, "network@example.com", server.auth.devIssuer!);
    providerToken = await accessTokenFor(server.origin, "pro1@example.com", server.auth.devIssuer!);
    pro2Token = await accessTokenFor(server.origin, "pro2@example.com", server.auth.devIssuer!);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await database?.dispose();
  });

  const withToken = async (token: string, path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set("authorization", `Bearer ${token}`);
    const response = await fetch(`${server.origin}${path}`, { ...init, headers });
    // biome-ignore lint/suspicious/noExplicitAny: the replies of many different calls, read field by field in the tests.
    return { status: response.status, body: (await response.json()) as { isError: boolean; userMessage: string | null; data: any } };
  };
  const bearer = (path: string, init: RequestInit = {}) => withToken(networkToken, path, init);
  const post = (path: string, body: unknown, lang = "fr") =>
    bearer(`${path}?lang=${lang}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  const cookie = async (path: string, headers: Record<string, string> = {}) => {
    const response = await network.fetch(path, { headers });
    // biome-ignore lint/suspicious/noExplicitAny: the replies of many different calls, read field by field in the tests.
    return { status: response.status, body: (await response.json()) as { isError: boolean; userMessage: string | null; data: any } };
  };

  const form = {
    Name: "Toitures Api",
    Address: "Rue du Toit 1, 1000 Bruxelles",
    ContactName: "Jean Api",
    ContactPhoneNumber: "+32 2 555 01 01",
    ContactEmail: "toit@api.example.be",
  };

  test("addprovider with a PascalCase body creates the provider; getproviderbyid and getall show it", async () => {
    const created = await post("/api/provider/addprovider", form);
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ isError: false, userMessage: "Le prestataire a été créé." });
    const id = created.body.data as number;
    expect(id).toBeGreaterThan(0);

    const read = await bearer(`/api/provider/getproviderbyid?id=${id}`);
    expect(read.body).toMatchObject({ isError: false, data: { id, name: "Toitures Api", contactEmail: "toit@api.example.be", isActive: true } });
    const list = await bearer(`/api/provider/getall?search=${encodeURIComponent("toitures api")}`);
    expect(list.body.data).toMatchObject({ total: 1, page: 1, pageSize: 20, items: [{ id, name: "Toitures Api", isActive: true, projectCount: 0 }] });

    const updated = await post(
      "/api/provider/updateprovider",
      { Id: id, Name: "Toitures Api bis", Address: "", ContactName: "", ContactPhoneNumber: "+32", ContactEmail: "" },
      "nl",
    );
    expect(updated.body).toMatchObject({ isError: false, userMessage: "De gegevens van de vakman zijn bijgewerkt." });
    const [row] = await database.db.select().from(providers).where(eq(providers.id, id));
    expect(row).toMatchObject({ name: "Toitures Api bis", address: "" });
  });

  test("the checks of docs/product/validation.md answer 200 with isError and the message in the caller's language", async () => {
    const noName = await post("/api/provider/addprovider", { ...form, Name: " " });
    expect(noName).toMatchObject({ status: 200, body: { isError: true, data: null } });
    const noPhoneNl = await post("/api/provider/addprovider", { ...form, ContactPhoneNumber: "+32" }, "nl");
    expect(noPhoneNl.status).toBe(200);
    expect(noPhoneNl.body.isError).toBe(true);
    expect(noPhoneNl.body.userMessage).not.toBe(noName.body.userMessage);
    const unknown = await bearer("/api/provider/getproviderbyid?id=987654");
    expect(unknown.body).toMatchObject({ isError: true, data: null });
    const noLoginEmail = await post("/api/loginuser/addloginuser", { GivenName: "An", LastName: "Peeters", Email: "", ProviderId: 2 });
    expect(noLoginEmail.body.isError).toBe(true);
    const badScore = await bearer("/api/providerpostalarea/updatescorebycityproviderid?city=Gent&providerId=2&score=11");
    expect(badScore.body).toMatchObject({ isError: true, userMessage: expect.any(String) });
  });

  test("logins, work area and services through the old contract", async () => {
    const login = await post("/api/loginuser/addloginuser", { GivenName: "An", LastName: "Peeters", Email: "an.peeters@example.be", ProviderId: 2 });
    expect(login.body.isError).toBe(false);
    const logins = await bearer("/api/loginuser/getloginusersbyproviderid?providerid=2");
    expect(logins.body.data.items.map((r: { email: string }) => r.email)).toContain("an.peeters@example.be");

    const area = await post("/api/providerpostalarea/updateadd", { ProviderId: 2, PostalAreaId: brussels, IsActive: true, Score: 4 });
    expect(area.body).toMatchObject({ isError: false, userMessage: "La zone d'activité a été mise à jour." });
    const links = await bearer("/api/providerpostalarea/getbyproviderid?providerID=2");
    expect(links.body.data).toContainEqual(expect.objectContaining({ providerId: 2, postalAreaId: brussels, isActive: true, score: 4, postCode: "1000" }));

    const city = await bearer("/api/providerpostalarea/updatescorebycityproviderid?city=Gent&providerId=2&score=7");
    expect(city.body.isError).toBe(false);
    const ghent = await database.db.select().from(providerPostalAreas).where(eq(providerPostalAreas.providerId, 2));
    expect(ghent.length).toBeGreaterThan(0);

    const off = await bearer("/api/serviceprovider/updateadd?providerId=2&serviceId=3&isActivce=false");
    expect(off.body.isError).toBe(false);
    expect((await bearer("/api/serviceprovider/getactivebyproviderid?providerId=2")).body.data).not.toContainEqual(expect.objectContaining({ serviceId: 3 }));
    await bearer("/api/serviceprovider/updateadd?providerId=2&serviceId=3&isActivce=true");
    expect((await bearer("/api/serviceprovider/getactivebyproviderid?providerId=2")).body.data).toContainEqual({ providerId: 2, serviceId: 3, isActive: true });
  });

  test("postalarea/getall returns every postal area, kept five minutes by the browser; other console replies are never kept", async () => {
    const all = await bearer("/api/postalarea/getall");
    expect(all.body.isError).toBe(false);
    expect(all.body.data).toContainEqual(expect.objectContaining({ id: brussels, postCode: "1000", cityPostalArea: "Bruxelles" }));
    const headers = { authorization: `Bearer ${networkToken}` };
    expect((await fetch(`${server.origin}/api/postalarea/getall`, { headers })).headers.get("cache-control")).toBe("private, max-age=300");
    expect((await fetch(`${server.origin}/api/provider/getall`, { headers })).headers.get("cache-control")).toBe("no-store");
  });

  test("homeproject/getall is paginated (20 by default, pageSize on demand); get, getfile and getinvoice answer the network (and network.projects.fileLink)", async () => {
    const ids: number[] = [];
    for (let i = 0; i < 22; i++) ids.push(await insertProject(database.db, { postalAreaId: brussels, customerLastName: `Paged${i}` }));
    const first = await bearer("/api/homeproject/getall");
    expect(first.body.data).toMatchObject({ page: 1, pageSize: 20 });
    expect(first.body.data.items).toHaveLength(20);
    expect(first.body.data.total).toBeGreaterThanOrEqual(22);
    const small = await bearer("/api/homeproject/getall?page=2&pageSize=5");
    expect(small.body.data).toMatchObject({ page: 2, pageSize: 5 });
    expect(small.body.data.items).toHaveLength(5);

    const id = ids[0]!;
    const file = `0f6a1b2c-3d4e-4f50-8a6b-7c8d9e0f1a2b-photo.png`;
    await server.storage.put(file, onePixelPng, "image/png");
    await database.db.insert(homeProjectFiles).values({ projectId: id, fileName: file, contentType: "image/png", sizeBytes: onePixelPng.byteLength });

    const details = await bearer(`/api/homeproject/get?id=${id}`);
    expect(details.body).toMatchObject({ isError: false, data: { id, customerLastName: "Paged0" } });
    const link = await bearer(`/api/homeproject/getfile?name=${file}`);
    expect(link.body.isError).toBe(false);
    const download = await fetch(`${server.origin}${link.body.data}`);
    expect(download.status).toBe(200);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(onePixelPng);
    // Provider 2 is not assigned to it: "not found".
    expect(await withToken(pro2Token, `/api/homeproject/getfile?name=${file}`)).toMatchObject({ status: 200, body: { isError: true, data: null } });
    expect(await withToken(pro2Token, `/api/homeproject/get?id=${id}`)).toMatchObject({ status: 200, body: { isError: true, data: null } });
    // The console's tRPC procedure makes the same kind of link for the network.
    const trpcLink = await network.fetch("/trpc/network.projects.fileLink", trpcMutationInit({ name: file }));
    expect(trpcLink.status).toBe(200);
    const trpcUrl = await trpcData<string>(trpcLink);
    expect((await fetch(`${server.origin}${trpcUrl}`)).status).toBe(200);
    const unknownFile = await network.fetch("/trpc/network.projects.fileLink", trpcMutationInit({ name: "9f6a1b2c-3d4e-4f50-8a6b-7c8d9e0f1a2b-absent.png" }));
    expect(unknownFile.status).toBe(404);

    const invoice = "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d-facture.pdf";
    await database.db.update(homeProjects).set({ providerInvoiceFileName: invoice }).where(eq(homeProjects.id, id));
    const invoiceLink = await bearer(`/api/homeproject/getinvoice?name=${invoice}`);
    expect(invoiceLink.body).toMatchObject({ isError: false, data: expect.stringMatching(/^\/files\/1a2b3c4d-.*\?exp=\d+&sig=/) });
    // Provider 1, assigned to it, gets the same project and file by its own token.
    expect(await withToken(providerToken, `/api/homeproject/get?id=${id}`)).toMatchObject({ status: 200, body: { isError: false, data: { id } } });
    expect((await withToken(providerToken, `/api/homeproject/getfile?name=${file}`)).body.isError).toBe(false);
    // The network asks for one provider's projects with the same call as the provider.
    const ofProvider1 = await bearer("/api/homeproject/getbyproviderid?providerid=1");
    expect(ofProvider1.body.data.items.every((r: { providerId: number }) => r.providerId === 1)).toBe(true);
    expect(ofProvider1.body.data.items.map((r: { id: number }) => r.id)).toContain(ids[21]);
  });

  test("change provider, change service and cancel by path and query; a final project cannot be cancelled again", async () => {
    const id = await insertProject(database.db, { postalAreaId: brussels });
    const moved = await bearer(`/api/homeproject/updateprovider/${id}/2`);
    expect(moved.body).toMatchObject({ isError: false, data: { statusId: 1, providerId: 2 } });
    expect((await project(database.db, id)).providerId).toBe(2);

    const service = await bearer(`/api/homeproject/updateservice/${id}/4`);
    expect(service.body.isError).toBe(false);
    expect((await project(database.db, id)).serviceId).toBe(4);

    const cancelled = await cookie(`/api/homeproject/cancelproject?id=${id}`);
    expect(cancelled.body).toMatchObject({ isError: false, userMessage: "Le projet a été annulé.", data: { statusId: 4 } });
    expect((await project(database.db, id)).statusId).toBe(4);
    const again = await bearer(`/api/homeproject/cancelproject?id=${id}`);
    expect(again).toMatchObject({ status: 200, body: { isError: true, data: null } });
  });

  test("an unknown project id is refused with 'Ce projet est introuvable.' on the api/ calls and the console's procedures, as not found", async () => {
    const unknown = 99_999;
    for (const path of [
      `/api/homeproject/cancelproject?id=${unknown}`,
      `/api/homeproject/updateservice/${unknown}/1`,
      `/api/homeproject/updateprovider/${unknown}/2`,
    ]) {
      expect({ path, ...(await bearer(path)) }).toEqual({ path, status: 200, body: { isError: true, userMessage: "Ce projet est introuvable.", data: null } });
    }
    expect((await bearer(`/api/homeproject/cancelproject?id=${unknown}&lang=nl`)).body.userMessage).toBe("Dit project werd niet gevonden.");

    const calls: [string, unknown, "query" | "mutation"][] = [
      ["network.projects.get", { id: unknown }, "query"],
      ["network.projects.providerChoices", { projectId: unknown }, "query"],
      ["network.projects.cancel", { projectId: unknown }, "mutation"],
      ["network.projects.changeProvider", { projectId: unknown, providerId: 2 }, "mutation"],
      ["network.projects.changeService", { projectId: unknown, serviceId: 4 }, "mutation"],
      ["network.projects.addNote", { projectId: unknown, text: "Rappeler demain." }, "mutation"],
      ["network.projects.markNoContactHandled", { id: unknown }, "mutation"],
      ["network.customerControls.withdraw", { projectId: unknown }, "mutation"],
      ["network.customerControls.export", { projectId: unknown }, "mutation"],
      ["network.customerControls.resendStatusLink", { projectId: unknown }, "mutation"],
    ];
    for (const [path, input, kind] of calls) {
      const response =
        kind === "query"
          ? await network.fetch(trpcQueryPath(path, input), { headers: { "x-language": "fr" } })
          : await network.fetch(`/trpc/${path}`, trpcMutationInit(input, { "x-language": "fr" }));
      const error = await trpcError(response);
      expect({ path, status: response.status, message: error.message, code: error.data.code }).toEqual({
        path,
        status: 404,
        message: "Ce projet est introuvable.",
        code: "NOT_FOUND",
      });
    }
    const nl = await network.fetch(trpcQueryPath("network.projects.get", { id: unknown }), { headers: { "x-language": "nl" } });
    expect((await trpcError(nl)).message).toBe("Dit project werd niet gevonden.");
  });

  test("updateadd refuses a Score that is not a whole number 1 to 10 (an array, a boolean, text, a fraction) like an out-of-range one, and stores nothing", async () => {
    const area = { ProviderId: 2, PostalAreaId: brussels, IsActive: true };
    const scoreOf = async () => {
      const [row] = await database.db
        .select({ score: providerPostalAreas.score })
        .from(providerPostalAreas)
        .where(and(eq(providerPostalAreas.providerId, 2), eq(providerPostalAreas.postalAreaId, brussels)));
      return row?.score;
    };
    expect((await post("/api/providerpostalarea/updateadd", { ...area, Score: 5 })).body.isError).toBe(false);
    const outOfRange = await post("/api/providerpostalarea/updateadd", { ...area, Score: 11 });
    expect(outOfRange).toEqual({ status: 200, body: { isError: true, userMessage: "La priorité doit être un nombre entier de 1 à 10.", data: null } });
    for (const Score of [[7], true, false, null, "", " ", "abc", "7.5", "0x7", "1e1", 7.5, {}, { value: 7 }]) {
      const reply = await post("/api/providerpostalarea/updateadd", { ...area, Score });
      expect({ Score, reply }).toEqual({ Score, reply: outOfRange });
    }
    expect((await post("/api/providerpostalarea/updateadd", area)).body).toEqual(outOfRange.body);
    expect((await post("/api/providerpostalarea/updateadd", { ...area, Score: [7] }, "nl")).body.userMessage).toBe(
      "De prioriteit moet een geheel getal van 1 tot 10 zijn.",
    );
    expect(await scoreOf()).toBe(5);
    // The old contract's text form of a number still goes through, like the ids beside it.
    expect((await post("/api/providerpostalarea/updateadd", { ...area, Score: "8" })).body.isError).toBe(false);
    expect(await scoreOf()).toBe(8);
  });

  test("a state-changing GET with the session cookie is refused unless it comes from our own pages", async () => {
    const id = await insertProject(database.db, { postalAreaId: brussels });
    const forged = await cookie(`/api/homeproject/cancelproject?id=${id}`, { "sec-fetch-site": "cross-site" });
    expect(forged).toMatchObject({ status: 403, body: { isError: true, data: null } });
    expect((await project(database.db, id)).statusId).toBe(1);
    const forgedActivity = await cookie("/api/provider/updateprovideractivity?id=2&isActive=false", { "sec-fetch-site": "cross-site" });
    expect(forgedActivity.status).toBe(403);
    const [provider2] = await database.db.select().from(providers).where(eq(providers.id, 2));
    expect(provider2?.isActive).toBe(true);

    // A sibling subdomain (same-site), a link opened from a mail (none) or a browser that says
    // nothing is not our own page either.
    for (const site of ["same-site", "none"]) {
      expect((await cookie("/api/provider/updateprovideractivity?id=2&isActive=false", { "sec-fetch-site": site })).status).toBe(403);
    }
    const silent = await fetch(`${server.origin}/api/provider/updateprovideractivity?id=2&isActive=false`, { headers: { cookie: network.cookieHeader() } });
    expect(silent.status).toBe(403);
    const [stillActive] = await database.db.select().from(providers).where(eq(providers.id, 2));
    expect(stillActive?.isActive).toBe(true);

    // The same call from our own pages goes through.
    const sameSite = await cookie("/api/provider/updateprovideractivity?id=2&isActive=false", { "sec-fetch-site": "same-origin" });
    expect(sameSite.body).toMatchObject({ isError: false });
    await cookie("/api/provider/updateprovideractivity?id=2&isActive=true");
  });

  test("a provider's token gets 403 on network calls, no token 401", async () => {
    const asProvider = await withToken(providerToken, "/api/provider/getall");
    expect(asProvider).toMatchObject({ status: 403, body: { isError: true, data: null } });
    const asProviderCancel = await withToken(providerToken, "/api/homeproject/cancelproject?id=1");
    expect(asProviderCancel.status).toBe(403);
    const anonymous = await fetch(`${server.origin}/api/postalarea/getall`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ isError: true, data: null });
  });
});
