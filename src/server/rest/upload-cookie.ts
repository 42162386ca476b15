import type { Env } from "../env";
import { uploadWindowMs } from "../domain/projects/create-project";

/** The short-lived HttpOnly cookie that lets the creating browser add its files (decisions.md). */
export function uploadCookieName(env: Pick<Env, "NODE_ENV">): string {
  return env.NODE_ENV === "production" ? "__Host-hs_upload" : "hs_upload";
}

export function uploadCookieHeader(env: Pick<Env, "NODE_ENV">, projectId: number, token: string): string {
  const secure = env.NODE_ENV === "production" ? "; Secure" : "";
  return `${uploadCookieName(env)}=${projectId}.${token}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${uploadWindowMs / 1000}${secure}`;
}

/** The token the cookie holds for this project, if any. */
export function readUploadToken(env: Pick<Env, "NODE_ENV">, cookieHeader: string | null, projectId: number): string | undefined {
  const name = uploadCookieName(env);
  for (const part of (cookieHeader ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key !== name) continue;
    const [id, token] = rest.join("=").split(".");
    if (Number(id) === projectId && token) return token;
  }
  return undefined;
}
