/**
 * The status page's actions carry no cookie (the token in the address is the credential), so the
 * cookie-based CSRF guard does not see them. They must say they come from our own pages: an
 * `Origin` equal to PUBLIC_URL's origin, or else `Sec-Fetch-Site: same-origin`. A request with
 * neither (a form posted by an old browser, a script elsewhere) is refused too.
 */
export function isSameOriginRequest(request: Request, publicUrl: string): boolean {
  const origin = request.headers.get("origin");
  if (origin !== null) return origin === new URL(publicUrl).origin;
  return request.headers.get("sec-fetch-site") === "same-origin";
}

/** A GET (a download opened from our page) is refused only when it says it comes from elsewhere: browsers send no Origin on same-origin GETs. */
export function isCrossSiteGet(request: Request, publicUrl: string): boolean {
  const origin = request.headers.get("origin");
  if (origin !== null && origin !== new URL(publicUrl).origin) return true;
  const site = request.headers.get("sec-fetch-site");
  return site === "cross-site" || site === "same-site";
}
