import type { CoveragePoint } from "@/shared/schemas/network-dashboard";

/**
 * The coverage map's colours (docs/product/dashboard.md): blues for covered places, darker with
 * more providers; no provider at all in red, which stands out from every blue. Without a selected
 * service: blue when every routed service is covered, yellow to orange as gaps grow, red when none is.
 */
export const noneColour = "#c92a2a";

export interface LegendStep {
  colour: string;
  /** Smallest count of the step (inclusive); the last step is open-ended. */
  from: number;
  to: number | null;
}

export const providerSteps: readonly LegendStep[] = [
  { colour: noneColour, from: 0, to: 0 },
  { colour: "#74c0fc", from: 1, to: 1 },
  { colour: "#1c7ed6", from: 2, to: 3 },
  { colour: "#0b3d6e", from: 4, to: null },
];

export function gapSteps(routedServices: number): LegendStep[] {
  const steps: LegendStep[] = [{ colour: "#1c7ed6", from: 0, to: 0 }];
  const last = routedServices - 1;
  if (last >= 1) steps.push({ colour: "#fab005", from: 1, to: Math.min(3, last) });
  if (last >= 4) steps.push({ colour: "#f76707", from: 4, to: last });
  if (routedServices > 0) steps.push({ colour: noneColour, from: routedServices, to: routedServices });
  return steps;
}

export function stepOf(steps: readonly LegendStep[], value: number): LegendStep | undefined {
  return steps.find((s) => value >= s.from && (s.to === null || value <= s.to)) ?? steps[steps.length - 1];
}

/** The value a point is coloured by: providers for a selected service, else the services it lacks. */
export function colourValue(point: CoveragePoint, serviceSelected: boolean): number {
  return serviceSelected ? point.providers : point.servicesWithoutProvider;
}

/** A point that stands out: nobody covers the service (or no service at all). */
export function isUncovered(point: CoveragePoint, serviceSelected: boolean, routedServices: number): boolean {
  return serviceSelected ? point.providers === 0 : routedServices > 0 && point.servicesWithoutProvider >= routedServices;
}
