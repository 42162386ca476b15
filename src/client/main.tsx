import { hydrate } from "@tanstack/react-query";
import { createRoot, hydrateRoot, startTransition } from "./vendor/react-runtime";
import { App } from "./app";
import { initialLanguage, loadLanguage } from "./i18n/language";
import { installCrashReporting } from "./observability/crash-report";
import { createQueryClient } from "./providers";
import { startHydrating } from "./ssr/hydration";
import { readSsrState } from "./ssr/ssr-state";
import { wizardStorageKey } from "./wizard/storage-key";

function storedWizard(): boolean {
  try {
    return sessionStorage.getItem(wizardStorageKey) !== null;
  } catch {
    return false;
  }
}

installCrashReporting();

async function start(root: HTMLElement) {
  const ssr = readSsrState();
  const language = initialLanguage();
  // Only this page's language is downloaded (the other one on a switch).
  await loadLanguage(language);
  // The server cannot see the stored language or a wizard in progress: when the page it rendered
  // is not what this browser would show, render afresh instead of hydrating something else.
  const resumesWizard = /^(\/(fr|nl))?\/newproject/.test(location.pathname) && storedWizard();
  if (ssr && root.firstElementChild && ssr.language === language && !resumesWizard) {
    const queryClient = createQueryClient();
    // The server renders a page again whenever the catalogue changes: its data is current now,
    // however long ago the page was rendered (else an old page would fetch it all again).
    const now = Date.now();
    hydrate(queryClient, { ...ssr.queries, queries: ssr.queries.queries.map((q) => ({ ...q, state: { ...q.state, dataUpdatedAt: now } })) });
    startHydrating();
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole page: taps and scrolls stay responsive meanwhile.
    startTransition(() => {
      hydrateRoot(root, <App queryClient={queryClient} language={language} />);
    });
  } else {
    root.replaceChildren();
    createRoot(root).render(<App language={language} />);
  }
}

const root = document.getElementById("root");
if (root) void start(root);
