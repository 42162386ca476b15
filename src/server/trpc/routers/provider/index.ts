import { router } from "../../trpc";
import { providerAbsencesRouter } from "./absences";
import { providerActionsRouter } from "./actions";
import { providerCustomerControlsRouter } from "./customer-controls";
import { providerDashboardRouter } from "./dashboard";
import { providerFilesRouter } from "./files";
import { providerProjectsRouter } from "./projects";
import { providerVisitsRouter } from "./visits";

/** Provider console procedures: one file per feature beside this one. */
export const providerRouter = router({
  projects: providerProjectsRouter,
  actions: providerActionsRouter,
  files: providerFilesRouter,
  customerControls: providerCustomerControlsRouter,
  dashboard: providerDashboardRouter,
  absences: providerAbsencesRouter,
  visits: providerVisitsRouter,
});
