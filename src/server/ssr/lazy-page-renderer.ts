import type { Logger } from "../logger";
import { logFailure } from "../observability/failures";
import type { RenderedPage } from "./render-page";

type PageRenderer = (request: Request) => Promise<RenderedPage | null>;

/**
 * Server rendering brings the whole React app and Mantine, about half a second of CPU: `load` runs
 * for the first page that needs it, so a process is ready sooner and one that serves no page never
 * pays it (docs/architecture.md, "How a request flows"). If loading fails, that page goes to the browser unrendered,
 * as after a failed render, and the next page loads again.
 */
export function lazyPageRenderer(logger: Logger, load: () => Promise<PageRenderer>): PageRenderer {
  let renderer: Promise<PageRenderer> | undefined;
  return async (request) => {
    renderer ??= load();
    let render: PageRenderer;
    try {
      render = await renderer;
    } catch (error) {
      renderer = undefined;
      logFailure(logger, "ssr.unavailable", error);
      return null;
    }
    return render(request);
  };
}
