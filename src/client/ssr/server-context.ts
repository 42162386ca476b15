/**
 * While the server renders a page, what the browser would find around it: the api/ calls
 * answered in-process and the configuration meta tags. In the browser there is none.
 */
export interface ServerRenderContext {
  transport(input: string, init?: RequestInit): Promise<Response>;
  meta: Readonly<Record<string, string | undefined>>;
}

let resolve: () => ServerRenderContext | undefined = () => undefined;

/** Called once by the server: tells where the context of the render in progress is kept. */
export function setServerRenderContextResolver(resolver: () => ServerRenderContext | undefined): void {
  resolve = resolver;
}

export function serverRenderContext(): ServerRenderContext | undefined {
  return resolve();
}
