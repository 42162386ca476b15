/**
 * `bun bench/page-faults.ts`: how long this machine takes to touch fresh memory, the cost every
 * process start, page load and database open pays (docs/testing.md, "Where the suite's time goes").
 * Touches 1 GiB of newly allocated memory, one byte per 4 KiB page, in four rounds of 256 MiB, and
 * prints the time. On 2026-11-27 a slow machine of this kind took 3.8 s quiet (a C program doing
 * the same: 3.9 s, and 8.8-10.1 s earlier that morning; 1.2 s with transparent huge pages on), while
 * a tight loop of arithmetic ran at its usual speed. Compare two machines with it, not two commits.
 */
const pageBytes = 4096;
const roundBytes = 256 * 1024 * 1024;
const started = performance.now();
let sum = 0;
for (let round = 0; round < 4; round++) {
  const memory = new Uint8Array(roundBytes);
  for (let at = 0; at < roundBytes; at += pageBytes) memory[at] = 1;
  sum += memory[roundBytes - pageBytes] ?? 0;
}
const seconds = (performance.now() - started) / 1000;
console.log(`1 GiB of fresh memory touched in ${seconds.toFixed(2)} s (${sum} pages checked)`);
