/** Waits until `check` holds, polling every 20 ms; fails after `timeoutMs`. Tests wait for conditions, never for fixed times. */
export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 5000, what = "condition"): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`${what} not met within ${timeoutMs} ms`);
    await Bun.sleep(20);
  }
}
