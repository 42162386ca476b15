import { router } from "../../trpc";
import { networkAbsencesRouter } from "./absences";
import { customerControlsRouter } from "./customer-controls";
import { networkDashboardRouter } from "./dashboard";
import { loginsRouter } from "./logins";
import { projectsRouter } from "./projects";
import { providersRouter } from "./providers";
import { workAreasRouter } from "./work-areas";

/** Network console procedures: one file per feature beside this one. */
export const networkRouter = router({
  providers: providersRouter,
  workAreas: workAreasRouter,
  logins: loginsRouter,
  projects: projectsRouter,
  customerControls: customerControlsRouter,
  dashboard: networkDashboardRouter,
  absences: networkAbsencesRouter,
});
