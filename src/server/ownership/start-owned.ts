import { openDatabase, type DatabaseHandle } from "../db/client";
import { pgliteDirOf } from "../db/location";
import type { Env } from "../env";
import type { Logger } from "../logger";
import { transactionRetries } from "../metrics/registry";
import { DataFolderInUseError } from "./data-folder-lock";
import { ensurePortFree, PortInUseError } from "./port";

/**
 * The start of a server that owns its port and its data folder (docs/operations/one-owner.md):
 * a port in use or a data folder in use ends the process with one line saying what to do.
 */
export async function openOwnedDatabase(env: Env, logger: Logger): Promise<DatabaseHandle> {
  try {
    await ensurePortFree(env.PORT, env.HOST, env.REUSE_PORT);
    return await openDatabase({
      url: env.DATABASE_URL,
      pgliteDir: pgliteDirOf(env),
      poolSize: env.DATABASE_POOL_SIZE,
      onLockTakenOver: (previous, lockPath) => logger.warn("data-folder.lock-taken-over", { lockPath, previousPid: previous.pid, previousHost: previous.host }),
      onTransactionRetry: ({ code, attempt }) => {
        transactionRetries.inc({ code });
        logger.warn("db.transaction-retried", { code, attempt });
      },
    });
  } catch (error) {
    exitIfNotOwner(error, logger);
    throw error;
  }
}

/** A port or data folder in use: one error line, exit code 1. Anything else is left to the caller. */
export function exitIfNotOwner(error: unknown, logger: Logger): void {
  if (error instanceof PortInUseError) {
    logger.error("server.port-in-use", { port: error.port, message: error.message });
    process.exit(1);
  }
  if (error instanceof DataFolderInUseError) {
    logger.error("server.data-folder-in-use", { folder: error.folder, holderPid: error.holder?.pid, message: error.message });
    process.exit(1);
  }
}
