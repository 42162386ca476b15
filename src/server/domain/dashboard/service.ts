import type { DashboardFilter } from "@/shared/schemas/network-dashboard";
import type { Clock } from "../../clock";
import type { Executor } from "../../db/client";
import { charts } from "./charts";
import { coverage } from "./coverage";
import { invoicePrices } from "./invoice-prices";
import { keyFigures } from "./key-figures";
import { providerPrices } from "./provider-prices";
import { lostDemand } from "./lost-demand";
import { resolvePeriod } from "./period";
import { providerOwnFigures, providerPerformance } from "./provider-figures";
import { selfService } from "./self-service";

/**
 * The network insight dashboard (docs/product/dashboard.md): every figure is counted in SQL for
 * the filter's period, never by loading projects.
 */
export interface DashboardDeps {
  db: Executor;
  clock: Clock;
}

const periodOf = (deps: DashboardDeps, filter: DashboardFilter) => resolvePeriod(filter, deps.clock.now());

export const dashboardKeyFigures = (deps: DashboardDeps, filter: DashboardFilter) => keyFigures(deps.db, filter, periodOf(deps, filter));
export const dashboardCharts = (deps: DashboardDeps, filter: DashboardFilter) => charts(deps.db, filter, periodOf(deps, filter));
export const dashboardCoverage = (deps: DashboardDeps, filter: DashboardFilter) => coverage(deps.db, filter, periodOf(deps, filter));
export const dashboardLostDemand = (deps: DashboardDeps, filter: DashboardFilter) => lostDemand(deps.db, filter, periodOf(deps, filter));
export const dashboardProviderPerformance = (deps: DashboardDeps, filter: DashboardFilter) => providerPerformance(deps.db, filter, periodOf(deps, filter));
export const dashboardInvoicePrices = (deps: DashboardDeps, filter: DashboardFilter) => invoicePrices(deps.db, filter, periodOf(deps, filter));
export const dashboardProviderPrices = (deps: DashboardDeps, filter: DashboardFilter) => providerPrices(deps.db, filter, periodOf(deps, filter));
export const dashboardSelfService = (deps: DashboardDeps, filter: DashboardFilter) => selfService(deps.db, filter, periodOf(deps, filter));
/** A provider's own figures: `providerId` is the session's, never the caller's input. */
export const dashboardProviderOwnFigures = (deps: DashboardDeps, providerId: number, filter: DashboardFilter) =>
  providerOwnFigures(deps.db, providerId, filter, periodOf(deps, filter));
