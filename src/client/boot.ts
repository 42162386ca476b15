/**
 * The page's entry. A server-rendered page is already readable: let the browser paint it before
 * the app's script is evaluated and hydrates it (that work would otherwise hold the first paint).
 * React is evaluated in a task of its own, then the app, with a yield to the browser between them,
 * so that no single task holds a phone's main thread that long. Every chunk is preloaded by
 * index.html, so none of this waits for the network.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function load() {
  await import("./vendor/react-runtime");
  await nextTask();
  await import("./main");
}

let started = false;
function start() {
  if (started) return;
  started = true;
  void load();
}
if (document.getElementById("root")?.firstElementChild) {
  requestAnimationFrame(() => setTimeout(start, 0));
  // A tab opened in the background gets no frames: do not wait for one.
  setTimeout(start, 200);
} else start();
