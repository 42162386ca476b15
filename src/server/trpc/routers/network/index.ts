import { router } from "../../trpc";
import { loginsRouter } from "./logins";
import { projectsRouter } from "./projects";
import { providersRouter } from "./providers";
import { workAreasRouter } from "./work-areas";

/** Network console procedures (issue 6): one file per feature beside this one. */
export const networkRouter = router({
  providers: providersRouter,
  workAreas: workAreasRouter,
  logins: loginsRouter,
  projects: projectsRouter,
});
