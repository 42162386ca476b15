import { createContext, useContext } from "react";

/** Filled while the server renders a page: the document title the page would set in the browser. */
export interface HeadCollector {
  title?: string;
}

export const HeadContext = createContext<HeadCollector | null>(null);

export function useHeadCollector(): HeadCollector | null {
  return useContext(HeadContext);
}
