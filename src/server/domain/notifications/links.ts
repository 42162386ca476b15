/** An address under PUBLIC_URL, keeping any path PUBLIC_URL has. */
export function publicLink(publicUrl: string, path: string): string {
  const base = publicUrl.endsWith("/") ? publicUrl : `${publicUrl}/`;
  return new URL(path.replace(/^\/+/, ""), base).toString();
}

/** The page that sends a customer a new status link (docs/product/customer-controls.md, "Lost link"). */
export const lostLinkPath = "projectstatus/lostlink";
/** The provider console's list of its projects. */
export const providerListPath = "provider/homeprojectlist";
export const providerProjectPath = (projectId: number) => `provider/homeprojectdetails/${projectId}`;
export const networkProjectPath = (projectId: number) => `network/homeprojectdetails/${projectId}`;
