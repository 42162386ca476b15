import { cookieName, cookieValues, setCookie } from "../auth/cookies";
import type { Env } from "../env";
import { uploadWindowMs } from "../domain/projects/create-project";

/** The short-lived HttpOnly cookie that lets the creating browser add its files (docs/product/uploads.md). */
const uploadCookie = "hs_upload";

export function uploadCookieHeader(env: Pick<Env, "NODE_ENV">, projectId: number, token: string): string {
  return setCookie(env, uploadCookie, `${projectId}.${token}`, uploadWindowMs / 1000, "Strict");
}

/** The projects and tokens the cookie holds, `<projectId>.<token>` (a browser sends one). */
function uploadRights(env: Pick<Env, "NODE_ENV">, cookieHeader: string | null): { projectId: number; token: string }[] {
  return cookieValues(cookieHeader, cookieName(env, uploadCookie)).flatMap((value) => {
    const [id, token] = value.split(".");
    return id && /^\d{1,9}$/.test(id) && token ? [{ projectId: Number(id), token }] : [];
  });
}

/** The token the cookie holds for this project, if any. */
export function readUploadToken(env: Pick<Env, "NODE_ENV">, cookieHeader: string | null, projectId: number): string | undefined {
  return uploadRights(env, cookieHeader).find((right) => right.projectId === projectId)?.token;
}

/** The project and token the cookie holds (the creating browser's only one), read before the form. */
export function heldUploadRight(env: Pick<Env, "NODE_ENV">, cookieHeader: string | null): { projectId: number; token: string } | undefined {
  return uploadRights(env, cookieHeader)[0];
}
