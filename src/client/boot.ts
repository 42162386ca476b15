/**
 * The page's entry. A server-rendered page is already readable: let the browser paint it before
 * the app's script is evaluated and hydrates it (that work would otherwise hold the first paint).
 * The app's chunk is preloaded by index.html, so waiting one frame costs no download time.
 */
let started = false;
function start() {
  if (started) return;
  started = true;
  void import("./main");
}
if (document.getElementById("root")?.firstElementChild) {
  requestAnimationFrame(() => setTimeout(start, 0));
  // A tab opened in the background gets no frames: do not wait for one.
  setTimeout(start, 200);
} else start();
