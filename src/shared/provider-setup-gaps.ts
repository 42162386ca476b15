/**
 * What an active provider may still lack to take part (docs/product/consoles.md, "A provider not
 * fully set up"): an active service of the catalogue and an active work area, or it never gets a
 * request (docs/product/routing.md); a login, or nobody can answer what it gets.
 */
export const setupGapKinds = ["service", "workArea", "login"] as const;
export type SetupGap = (typeof setupGapKinds)[number];
