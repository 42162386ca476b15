/** The meta tag in which the build lists the app's chunks for the entry to preload (scripts/build.ts). */
export const appChunksMetaName = "app-chunks";

/** The meta tag listing each language's dictionary chunk: `fr=/assets/….js nl=/assets/….js`. */
export const languageChunksMetaName = "language-chunks";

/**
 * Starts downloading every chunk the app needs at once, instead of one import after another:
 * the app's, and the dictionary of the language the server rendered the page in.
 */
export function preloadAppChunks(): void {
  const list = document.querySelector<HTMLMetaElement>(`meta[name="${appChunksMetaName}"]`)?.content ?? "";
  const rendered = document.getElementById("root")?.firstElementChild ? document.documentElement.lang.slice(0, 2) : "";
  const languages = document.querySelector<HTMLMetaElement>(`meta[name="${languageChunksMetaName}"]`)?.content ?? "";
  const dictionary = languages
    .split(" ")
    .find((entry) => entry.startsWith(`${rendered}=`))
    ?.slice(3);
  for (const href of [...list.split(" "), dictionary]) {
    if (!href) continue;
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.crossOrigin = "";
    link.href = href;
    document.head.append(link);
  }
}
