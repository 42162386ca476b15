import { describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { services } from "@/server/db/schema";
import { invalidateCatalogCache } from "@/server/domain/catalog/service";
import type { ApiCategory } from "@/shared/api-types";
import type { Envelope } from "@/shared/envelope";
import { testDriver } from "../../support/database";
import { useSeededServer } from "../../support/seeded";

/** The catalogue answered by Bun's router (createCatalogRoute): the same reply as through the app. */
describe(`the catalogue's own route on ${testDriver}`, () => {
  const seeded = useSeededServer();

  const throughTheApp = () => seeded.server.request("/api/servicecategory/getallactive?lang=nl");
  const overHttp = () => fetch(`${seeded.server.origin}/api/servicecategory/getallactive?lang=nl`);

  test("same bytes and headers as the app's route, security headers included", async () => {
    const [viaApp, viaHttp] = [await throughTheApp(), await overHttp()];
    expect(viaHttp.status).toBe(200);
    expect(await viaHttp.text()).toBe(await viaApp.text());
    for (const name of ["content-type", "content-security-policy", "x-content-type-options", "referrer-policy", "x-frame-options"]) {
      expect(viaHttp.headers.get(name)).toBe(viaApp.headers.get(name));
    }
    expect(viaHttp.headers.get("content-security-policy")).toContain("default-src 'self'");
    const again = await overHttp();
    expect(((await again.json()) as Envelope<ApiCategory[]>).data.map((c) => c.id)).toEqual([1, 2, 3, 4]);
  });

  test("a change of the catalogue is served at once after the cache is dropped", async () => {
    const before = ((await (await overHttp()).json()) as Envelope<ApiCategory[]>).data;
    const first = before[0]?.serviceSubCategories[0]?.services[0];
    expect(first).toBeDefined();
    await seeded.database.db.update(services).set({ isActive: false }).where(eq(services.id, first!.id));
    invalidateCatalogCache();
    try {
      const after = ((await (await overHttp()).json()) as Envelope<ApiCategory[]>).data;
      const ids = after.flatMap((c) => c.serviceSubCategories.flatMap((s) => s.services.map((x) => x.id)));
      expect(ids).not.toContain(first!.id);
    } finally {
      await seeded.database.db.update(services).set({ isActive: true }).where(eq(services.id, first!.id));
      invalidateCatalogCache();
    }
  });

  test("other methods and paths still go through the app", async () => {
    const post = await fetch(`${seeded.server.origin}/api/servicecategory/getallactive`, { method: "POST", headers: { origin: seeded.server.origin } });
    expect(post.status).toBe(404);
    expect(((await post.json()) as Envelope<null>).isError).toBe(true);
  });
});
