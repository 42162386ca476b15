import { describe, expect, test } from "bun:test";
import { parseProviderListView, providerListSearch } from "@/client/pages/provider/project-list-view";

/** docs/product/consoles.md, "The provider's project list": its status filter and page in the URL. */
describe("the provider project list's view in the URL", () => {
  test("the status and the page go to the address and come back the same; the defaults leave it bare", () => {
    const view = { statusId: 1, page: 2 };
    expect(providerListSearch(view)).toBe("?status=1&page=2");
    expect(parseProviderListView("?status=1&page=2")).toEqual(view);
    expect(providerListSearch(parseProviderListView(""))).toBe("");
  });

  test("a status or page that is not a positive whole number is dropped", () => {
    expect(parseProviderListView("?status=0&page=-1")).toEqual({ statusId: undefined, page: 1 });
    expect(parseProviderListView("?status=abc&page=1.5")).toEqual({ statusId: undefined, page: 1 });
    expect(parseProviderListView("?status=99999999999")).toEqual({ statusId: undefined, page: 1 });
  });
});
