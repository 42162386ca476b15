import { describe, expect, test } from "bun:test";
import { lazyPageRenderer } from "@/server/ssr/lazy-page-renderer";
import type { RenderedPage } from "@/server/ssr/render-page";
import { capturingLogger } from "../../support/capturing-logger";

/** docs/architecture.md, "SSR": the renderer is loaded by the first page that needs it. */
describe("the server renderer, loaded on first use", () => {
  const page = { html: "<main>Accueil</main>" } as RenderedPage;
  const request = (path: string) => new Request(`http://localhost${path}`);

  test("nothing is loaded until a page is asked for; then once, for every later page", async () => {
    let loads = 0;
    const rendered: string[] = [];
    const render = lazyPageRenderer(capturingLogger().logger, async () => {
      loads += 1;
      return async (r) => {
        rendered.push(new URL(r.url).pathname);
        return page;
      };
    });
    expect(loads).toBe(0);
    const [first, second] = await Promise.all([render(request("/")), render(request("/nl/"))]);
    expect(await render(request("/service/1"))).toBe(page);
    expect([first, second]).toEqual([page, page]);
    expect(loads).toBe(1);
    expect(rendered).toEqual(["/", "/nl/", "/service/1"]);
  });

  test("a load that fails: that page goes unrendered, the failure is logged once with its stack, the next page loads again", async () => {
    const log = capturingLogger();
    let loads = 0;
    const render = lazyPageRenderer(log.logger, async () => {
      loads += 1;
      if (loads === 1) throw new Error("Cannot find module ./render-page");
      return async () => page;
    });
    expect(await render(request("/"))).toBeNull();
    const failures = log.lines().filter((line) => line.event === "ssr.unavailable");
    expect(failures).toHaveLength(1);
    expect(failures[0]?.level).toBe("error");
    expect(failures[0]?.err?.message).toBe("Cannot find module ./render-page");
    expect(failures[0]?.err?.stack).toContain("lazy-page-renderer.test.ts");
    expect(await render(request("/"))).toBe(page);
    expect(loads).toBe(2);
    expect(log.lines().filter((line) => line.event === "ssr.unavailable")).toHaveLength(1);
  });
});
