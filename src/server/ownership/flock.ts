import { dlopen, FFIType } from "bun:ffi";

const LOCK_EX = 2;
const LOCK_NB = 4;

type Flock = (fd: number, operation: number) => number;

function loadFlock(): Flock | undefined {
  const libraries = process.platform === "darwin" ? ["/usr/lib/libSystem.B.dylib"] : process.platform === "linux" ? ["libc.so.6", "libc.so"] : [];
  for (const library of libraries) {
    try {
      const lib = dlopen(library, { flock: { args: [FFIType.i32, FFIType.i32], returns: FFIType.i32 } });
      return (fd, operation) => lib.symbols.flock(fd, operation);
    } catch {}
  }
  return undefined;
}

const flock = loadFlock();

/**
 * An exclusive, non-blocking OS lock on an open file (flock): true when this process now holds it.
 * Without flock (an unusual platform) the holder's pid decides: `holderAlive` says whether it runs.
 */
export function lockExclusive(fd: number, holderAlive: () => boolean): boolean {
  if (flock) return flock(fd, LOCK_EX | LOCK_NB) === 0;
  return !holderAlive();
}
