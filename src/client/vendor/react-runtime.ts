// React and its DOM renderer, evaluated in a task of their own before the app (see boot.ts).
export { startTransition } from "react";
export { createRoot, hydrateRoot } from "react-dom/client";
