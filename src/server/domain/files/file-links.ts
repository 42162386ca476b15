import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Clock } from "../../clock";
import type { Executor } from "../../db/client";
import type { Env } from "../../env";
import { storedNamePattern } from "@/shared/uploads";
import { refuse } from "../errors";
import { findVisibleFile } from "../project-status/provider-projects";
import type { ProjectViewer } from "../projects/project-details";

/**
 * Short-lived download links (docs/product/uploads.md): `/files/<stored name>?exp=&sig=`, an
 * HMAC-SHA256 of the name and the expiry. Rights are checked when a link is made; the link then
 * works for 5 minutes in a new tab, without cookies or headers.
 */
export const fileLinkLifetimeMs = 5 * 60 * 1000;

// Without SESSION_SECRET (development, tests) one random key per process; production requires the secret.
/** Per process when SESSION_SECRET is unset; several instances share SESSION_SECRET (docs/operations/scaling-out.md). */
const processKey = randomBytes(32);

export function fileLinkKey(env: Pick<Env, "SESSION_SECRET">): Buffer {
  return env.SESSION_SECRET ? createHmac("sha256", env.SESSION_SECRET).update("file-links/v1").digest() : processKey;
}

function signature(key: Buffer, name: string, exp: number): string {
  return createHmac("sha256", key).update(`${name}\n${exp}`).digest("base64url");
}

export function signFileLink(key: Buffer, name: string, now: Date): string {
  const exp = Math.floor((now.getTime() + fileLinkLifetimeMs) / 1000);
  return `/files/${encodeURIComponent(name)}?exp=${exp}&sig=${signature(key, name, exp)}`;
}

export type LinkCheck = "valid" | "expired" | "invalid";

export function checkFileLink(key: Buffer, name: string, exp: string | undefined, sig: string | undefined, now: Date): LinkCheck {
  const expiry = Number(exp);
  if (!sig || !Number.isSafeInteger(expiry) || !storedNamePattern.test(name)) return "invalid";
  const expected = Buffer.from(signature(key, name, expiry));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return "invalid";
  return expiry * 1000 < now.getTime() ? "expired" : "valid";
}

export interface FileLinkDeps {
  db: Executor;
  clock: Clock;
  key: Buffer;
}

/** A link to a customer file or an invoice of a project the viewer may see; anything else is "not found". */
export async function createFileLink(deps: FileLinkDeps, viewer: ProjectViewer, name: string): Promise<string> {
  if (!storedNamePattern.test(name)) throw refuse("fileNotFound", "not-found");
  const file = await findVisibleFile(deps.db, viewer, name);
  if (!file) throw refuse("fileNotFound", "not-found");
  return signFileLink(deps.key, name, deps.clock.now());
}
