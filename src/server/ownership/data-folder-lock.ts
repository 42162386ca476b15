import { closeSync, fstatSync, ftruncateSync, mkdirSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from "node:fs";
import { hostname } from "node:os";
import { dirname } from "node:path";
import { lockExclusive } from "./flock";

/** What the lock file says about its holder (docs/operations/one-owner.md). */
export interface LockHolder {
  pid: number;
  host: string;
  startedAt: string;
  command: string;
}

export class DataFolderInUseError extends Error {
  constructor(
    readonly folder: string,
    readonly holder: LockHolder | undefined,
  ) {
    const who = holder ? `process ${holder.pid} on ${holder.host} (since ${holder.startedAt}, ${holder.command})` : "another process";
    super(
      `The data folder ${folder} is in use by ${who}. Stop that process first, or give this one another folder (DATA_DIR) or a Postgres database (DATABASE_URL).`,
    );
  }
}

export interface DataFolderLock {
  path: string;
  /** The holder this lock replaced because its process was gone, if any. */
  tookOverFrom?: LockHolder;
  release(): void;
}

/** `<folder>.lock` beside the folder, so the database's own files stay untouched. */
export function lockPathOf(folder: string): string {
  return `${folder.replace(/\/+$/, "")}.lock`;
}

/**
 * Holds `folder` exclusively for the life of the process: an OS lock (flock) on `<folder>.lock`,
 * which the kernel drops when the process ends however it ends, and the holder's pid and host
 * written in the file for people and for the message a second process prints.
 */
export function acquireDataFolderLock(folder: string, command: string): DataFolderLock {
  const path = lockPathOf(folder);
  mkdirSync(dirname(path), { recursive: true });
  for (let attempt = 0; attempt < 5; attempt++) {
    const fd = openSync(path, "a+", 0o644);
    const locked = lockExclusive(fd, () => isAlive(readHolder(path)));
    if (!locked) {
      const holder = readHolder(path);
      closeSync(fd);
      throw new DataFolderInUseError(folder, holder);
    }
    // The holder may have removed the file between our open and our lock: lock the file at the path.
    if (!sameFile(fd, path)) {
      closeSync(fd);
      continue;
    }
    const previous = readHolder(path);
    const me: LockHolder = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString(), command };
    ftruncateSync(fd, 0);
    writeSync(fd, `${JSON.stringify(me)}\n`, 0);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      process.off("exit", release);
      try {
        unlinkSync(path);
      } catch {}
      closeSync(fd);
    };
    // An exit without a graceful stop (process.exit after a failed start) still removes the file.
    process.on("exit", release);
    return {
      path,
      // A restart in place (bun --watch re-executes with the same pid) is not a take-over.
      tookOverFrom: previous && !(previous.pid === me.pid && previous.host === me.host) ? previous : undefined,
      release,
    };
  }
  throw new DataFolderInUseError(folder, readHolder(path));
}

function readHolder(path: string): LockHolder | undefined {
  try {
    const value = JSON.parse(readFileSync(path, "utf8")) as Partial<LockHolder>;
    if (typeof value.pid !== "number" || typeof value.host !== "string") return undefined;
    return { pid: value.pid, host: value.host, startedAt: String(value.startedAt ?? "?"), command: String(value.command ?? "?") };
  } catch {
    return undefined;
  }
}

function sameFile(fd: number, path: string): boolean {
  try {
    const held = fstatSync(fd);
    const named = statSync(path);
    return held.ino === named.ino && held.dev === named.dev;
  } catch {
    return false;
  }
}

/** Only where the OS lock is unavailable: a holder on this host whose pid no longer runs is gone. */
function isAlive(holder: LockHolder | undefined): boolean {
  if (!holder) return false;
  if (holder.host !== hostname()) return true;
  if (holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    return (error as { code?: string }).code === "EPERM";
  }
}
