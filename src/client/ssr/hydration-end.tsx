import { useEffect } from "react";
import { finishHydrating } from "./hydration";

/** Rendered after the page in the same Suspense boundary: its effect runs once the page has hydrated. */
export function HydrationEnd() {
  useEffect(finishHydrating, []);
  return null;
}
