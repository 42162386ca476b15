/**
 * The page's entry. A server-rendered page is already readable: let the browser paint it before
 * the app's script is evaluated and hydrates it (that work would otherwise hold the first paint).
 * React is evaluated in a task of its own, then the app, with a yield to the browser between them,
 * so that no single task holds a phone's main thread that long. Every chunk the app needs is
 * preloaded first, so none of this waits for one download after another.
 */
import { preloadAppChunks } from "./app-chunks";

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function load() {
  preloadAppChunks();
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
/** Runs `then` once the browser has painted the page's first content. */
function afterFirstPaint(then: () => void) {
  if (typeof PerformanceObserver === "undefined" || !PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    // A browser without paint timing: the frame after the next one is painted.
    requestAnimationFrame(() => setTimeout(then, 0));
    return;
  }
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    setTimeout(then, 0);
  }).observe({ type: "paint", buffered: true });
}

if (document.getElementById("root")?.firstElementChild && document.visibilityState === "visible") {
  afterFirstPaint(start);
  // Whatever happens to the paint, the app starts.
  setTimeout(start, 1000);
} else start();
