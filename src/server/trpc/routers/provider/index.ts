import { router } from "../../trpc";
import { providerActionsRouter } from "./actions";
import { providerFilesRouter } from "./files";
import { providerProjectsRouter } from "./projects";

/** Provider console procedures (issue 7): one file per feature beside this one. */
export const providerRouter = router({
  projects: providerProjectsRouter,
  actions: providerActionsRouter,
  files: providerFilesRouter,
});
