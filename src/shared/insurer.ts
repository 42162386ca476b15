/**
 * The demo's example insurer in each language (its legal form differs: SA / NV): the server's
 * default for INSURER_NAME and INSURER_NAME_NL, and the page's when no meta tag names one.
 */
export const defaultInsurerNames = { fr: "Assureur Exemple SA", nl: "Voorbeeldverzekeraar NV" } as const;
