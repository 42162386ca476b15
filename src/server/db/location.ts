import { join, resolve } from "node:path";
import type { Env } from "../env";

/** Where PGlite keeps its files when no DATABASE_URL is set. */
export function pgliteDirOf(env: Pick<Env, "DATA_DIR">): string {
  return join(resolve(env.DATA_DIR), "pglite");
}
