/** The meta tag in which the build lists the app's chunks for the entry to preload (scripts/build.ts). */
export const appChunksMetaName = "app-chunks";

/** Starts downloading every chunk the app needs at once, instead of one import after another. */
export function preloadAppChunks(): void {
  const list = document.querySelector<HTMLMetaElement>(`meta[name="${appChunksMetaName}"]`)?.content ?? "";
  for (const href of list.split(" ")) {
    if (!href) continue;
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.crossOrigin = "";
    link.href = href;
    document.head.append(link);
  }
}
