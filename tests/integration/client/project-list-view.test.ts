import { describe, expect, test } from "bun:test";
import { parseProjectListView, projectListHref, projectListSearch } from "@/client/pages/network/project-list-view";
import { providerListHref } from "@/client/pages/network/provider-list-address";
import { attentionLists } from "@/shared/attention-lists";
import { ProjectStatus } from "@/shared/project-statuses";

/** docs/product/consoles.md, "The network project list keeps its view". */
describe("the network project list's view in the URL", () => {
  test("every filter goes to the address and comes back the same", () => {
    const view = {
      search: "Zoé Lefèvre",
      statusId: 3,
      waitingTooLong: true,
      withoutProvider: false,
      noContact: true,
      callOverdue: true,
      unhappy: true,
      complaint: true,
      highInvoice: true,
      createdFrom: "2026-11-01",
      createdTo: "2026-11-30",
      categoryId: 4,
      serviceId: 17,
      province: "liege" as const,
      language: "nl" as const,
      page: 2,
    };
    const search = projectListSearch(view);
    expect(search).toBe(
      "?q=Zo%C3%A9+Lef%C3%A8vre&status=3&late=1&nocontact=1&nocall=1&unhappy=1&complaint=1&highinvoice=1&from=2026-11-01&to=2026-11-30&category=4&service=17&province=liege&lang=nl&page=2",
    );
    expect(parseProjectListView(search)).toEqual(view);
    expect(projectListSearch(parseProjectListView(""))).toBe("");
  });

  test("request dates: one end alone is kept; a day that does not exist, or a last day before the first, is dropped", () => {
    expect(parseProjectListView("?from=2026-11-01")).toMatchObject({ createdFrom: "2026-11-01", createdTo: undefined });
    expect(parseProjectListView("?to=2026-11-30")).toMatchObject({ createdFrom: undefined, createdTo: "2026-11-30" });
    expect(parseProjectListView("?from=2026-02-30&to=2026-13-01")).toMatchObject({ createdFrom: undefined, createdTo: undefined });
    expect(parseProjectListView("?from=26-11-01")).toMatchObject({ createdFrom: undefined });
    expect(parseProjectListView("?from=2026-11-30&to=2026-11-01")).toMatchObject({ createdFrom: "2026-11-30", createdTo: undefined });
  });

  test("the dashboard's filters use the dashboard's names; an unknown province or language, or an id that is no id, is dropped", () => {
    expect(parseProjectListView("?category=2&service=9&province=west-vlaanderen&lang=fr")).toMatchObject({
      categoryId: 2,
      serviceId: 9,
      province: "west-vlaanderen",
      language: "fr",
    });
    expect(parseProjectListView("?category=0&service=x1&province=paris&lang=en")).toMatchObject({
      categoryId: undefined,
      serviceId: undefined,
      province: undefined,
      language: undefined,
    });
  });

  test("the lists of \"needs attention now\" (the dashboard's cards, the morning summary) are the list's own filtered views", () => {
    const views = {
      waitingTooLong: projectListHref({ waitingTooLong: true }),
      withoutProvider: projectListHref({ withoutProvider: true }),
      manualHandling: projectListHref({ statusId: ProjectStatus.ManualHandling }),
      noAgreement: projectListHref({ statusId: ProjectStatus.NoAgreement }),
      noContact: projectListHref({ noContact: true }),
      callOverdue: projectListHref({ callOverdue: true }),
      unhappy: projectListHref({ unhappy: true }),
      complaint: projectListHref({ complaint: true }),
      highInvoice: projectListHref({ highInvoice: true }),
      providersNotSetUp: providerListHref(true),
    };
    expect(Object.fromEntries(attentionLists.map((list): [string, string] => [list.kind, list.address]))).toEqual(views);
  });
});
