/** A tiny cookie-keeping client that follows redirects by hand, as a browser would. */
export class Browser {
  readonly cookies = new Map<string, string>();
  constructor(readonly origin: string) {}

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  keep(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const index = pair.indexOf("=");
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((a) => /max-age=0\b/i.test(a.trim()) || /expires=thu, 01 jan 1970/i.test(a.trim()));
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set("cookie", this.cookieHeader());
    const target = new URL(url, this.origin);
    if (init.method && init.method !== "GET") headers.set("origin", this.origin);
    // As a browser says of a call made by our own page (the server refuses a state-changing GET without it).
    if (!headers.has("sec-fetch-site") && target.origin === new URL(this.origin).origin) headers.set("sec-fetch-site", "same-origin");
    const response = await fetch(target, { ...init, headers, redirect: "manual" });
    this.keep(response);
    return response;
  }

  /** Follows redirects until a non-redirect reply or a URL that `stop` accepts. */
  async follow(url: string, stop: (url: URL) => boolean = () => false, init: RequestInit = {}): Promise<{ response: Response; url: URL }> {
    let current = new URL(url, this.origin);
    let response = await this.fetch(current.toString(), init);
    for (let hops = 0; hops < 15 && response.status >= 300 && response.status < 400; hops++) {
      current = new URL(response.headers.get("location") ?? "/", current);
      if (stop(current)) return { response, url: current };
      response = await this.fetch(current.toString());
    }
    return { response, url: current };
  }
}

/**
 * The whole redirect flow against the development issuer: /auth/login, the account page, consent,
 * and back to /auth/callback. Returns the browser (with its cookies) and where it landed.
 */
export async function signIn(origin: string, account: string, options: { stopAtCallback?: boolean; loginPath?: string } = {}) {
  const browser = new Browser(origin);
  const toInteraction = await browser.follow(options.loginPath ?? "/auth/login", (u) => u.pathname.includes("/interaction/"));
  const interactionUrl = toInteraction.url;
  const page = await browser.fetch(interactionUrl.toString());
  const html = await page.text();
  const action = html.match(/action="([^"]+)"/)?.[1];
  if (!action) throw new Error(`no account form (${page.status})`);
  // The form posts back to the issuer, which may live at another origin than the app.
  const done = await browser.follow(new URL(action, interactionUrl).toString(), (u) => u.pathname === "/auth/callback" && options.stopAtCallback === true, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ account }).toString(),
  });
  return { browser, landed: done.url, response: done.response, html };
}
