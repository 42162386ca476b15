/** An address under PUBLIC_URL, keeping any path PUBLIC_URL has. */
export function publicLink(publicUrl: string, path: string): string {
  const base = publicUrl.endsWith("/") ? publicUrl : `${publicUrl}/`;
  return new URL(path.replace(/^\/+/, ""), base).toString();
}

export const providerProjectPath = (projectId: number) => `provider/homeprojectdetails/${projectId}`;
export const networkProjectPath = (projectId: number) => `network/homeprojectdetails/${projectId}`;
