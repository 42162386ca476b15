/**
 * The provider list's address, and its one kept filter: only the providers not fully set up
 * (docs/product/consoles.md), which the dashboard's count of them opens.
 */
const providerListPath = "/network/providerlist";
const notSetUpParameter = "notsetup";

export function providerListHref(notSetUp: boolean): string {
  return notSetUp ? `${providerListPath}?${notSetUpParameter}=1` : providerListPath;
}

/** Whether the list's address (its query string) asks for the providers not fully set up only. */
export function isNotSetUpView(search: string): boolean {
  return new URLSearchParams(search).get(notSetUpParameter) === "1";
}
