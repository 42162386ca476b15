import type { Env } from "../env";

/** Production cookies are `__Host-` prefixed and Secure; development runs on plain http. */
export function cookieName(env: Pick<Env, "NODE_ENV">, base: string): string {
  return env.NODE_ENV === "production" ? `__Host-${base}` : base;
}

export function setCookie(env: Pick<Env, "NODE_ENV">, base: string, value: string, maxAgeSeconds: number, sameSite: "Lax" | "Strict" = "Lax"): string {
  const secure = env.NODE_ENV === "production" ? "; Secure" : "";
  return `${cookieName(env, base)}=${value}; Path=/; HttpOnly; SameSite=${sameSite}; Max-Age=${maxAgeSeconds}${secure}`;
}

export function clearCookie(env: Pick<Env, "NODE_ENV">, base: string): string {
  return setCookie(env, base, "", 0);
}

export function readCookie(env: Pick<Env, "NODE_ENV">, request: Request, base: string): string | undefined {
  return cookieValues(request.headers.get("cookie"), cookieName(env, base))[0];
}

/** Every value a Cookie header carries under `name`, in order (the one cookie parser). */
export function cookieValues(cookieHeader: string | null, name: string): string[] {
  const values: string[] = [];
  for (const part of (cookieHeader ?? "").split(";")) {
    const index = part.indexOf("=");
    if (index > 0 && part.slice(0, index).trim() === name) values.push(part.slice(index + 1).trim());
  }
  return values;
}
