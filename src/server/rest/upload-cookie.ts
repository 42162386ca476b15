import { cookieName, cookieValues, setCookie } from "../auth/cookies";
import type { Env } from "../env";
import { uploadWindowMs } from "../domain/projects/create-project";

/** The short-lived HttpOnly cookie that lets the creating browser add its files (docs/product/uploads.md). */
const uploadCookie = "hs_upload";

export function uploadCookieHeader(env: Pick<Env, "NODE_ENV">, projectId: number, token: string): string {
  return setCookie(env, uploadCookie, `${projectId}.${token}`, uploadWindowMs / 1000, "Strict");
}

/** The token the cookie holds for this project, if any. */
export function readUploadToken(env: Pick<Env, "NODE_ENV">, cookieHeader: string | null, projectId: number): string | undefined {
  for (const value of cookieValues(cookieHeader, cookieName(env, uploadCookie))) {
    const [id, token] = value.split(".");
    if (Number(id) === projectId && token) return token;
  }
  return undefined;
}

/** The project and token the cookie holds (the creating browser's only one), read before the form. */
export function heldUploadRight(env: Pick<Env, "NODE_ENV">, cookieHeader: string | null): { projectId: number; token: string } | undefined {
  for (const value of cookieValues(cookieHeader, cookieName(env, uploadCookie))) {
    const [id, token] = value.split(".");
    if (id && /^\d{1,9}$/.test(id) && token) return { projectId: Number(id), token };
  }
  return undefined;
}
