/**
 * How the Postgres connection pool stood when a call ran out of time: connections by state and
 * queries waiting for one (docs/operations/logging-and-errors.md, "Database unreachable"). Only
 * counts, never a query. The process's one pool registers itself when it opens; PGlite has none.
 */
export interface PoolState {
  /** Queries waiting for a connection. */
  queued: number;
  open: number;
  busy: number;
  full: number;
  reserved: number;
  connecting: number;
  closed: number;
  ended: number;
}

let current: (() => PoolState) | undefined;

/** Registers the pool whose state failures are logged with; the returned function unregisters it. */
export function watchPool(state: () => PoolState): () => void {
  current = state;
  return () => {
    if (current === state) current = undefined;
  };
}

/** The watched pool's state now, or undefined without one (PGlite, or a pool already closed). */
export function poolStateNow(): PoolState | undefined {
  try {
    return current?.();
  } catch {
    return undefined;
  }
}

/** The count function patches/postgres@3.4.9.patch adds to a postgres.js client (docs/decisions/0007). */
export function poolStateOf(client: unknown): (() => PoolState) | undefined {
  const state = (client as { poolState?: () => PoolState }).poolState;
  return typeof state === "function" ? state : undefined;
}
