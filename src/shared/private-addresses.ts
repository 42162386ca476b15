/**
 * Pages no third-party script may see (docs/product/personal-data.md, "Policies and cookies"):
 * - the status page (`/projectstatus/{token}`) and the rating page (`/rating/{token}`), whose
 *   address holds a customer's secret: whoever holds it can read and change the request;
 * - the consoles (`/network…`, `/provider…`), which show customers' names, phones and addresses.
 * The tag manager never loads in a page that showed one (src/client/analytics/tag-manager.ts).
 */
export function isPrivateAddress(path: string): boolean {
  return /^\/(?:projectstatus\/(?!lostlink\/?$)[^/]+|rating\/[^/]+)\/?$/i.test(path) || /^\/(?:network|provider)(?:\/|$)/i.test(path);
}
