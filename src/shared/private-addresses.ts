/**
 * Pages whose address holds a customer's secret: the status page (`/projectstatus/{token}`) and
 * the rating page (`/rating/{token}`). Whoever holds the address can read and change the request,
 * so no third-party script may see it: the tag manager never loads in a page that showed one
 * (docs/product/customer-controls.md, "Private addresses").
 */
export function isPrivateAddress(path: string): boolean {
  return /^\/(?:projectstatus\/(?!lostlink\/?$)[^/]+|rating\/[^/]+)\/?$/i.test(path);
}
