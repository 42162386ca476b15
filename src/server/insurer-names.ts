import type { Language } from "@/shared/catalog-types";
import type { Env } from "./env";

/**
 * The insurer's name in each language (docs/operations.md, configuration): its legal form differs,
 * "SA" in French and "NV" in Dutch, so a Dutch mail or page must not sign with the French one.
 */
export type InsurerNames = Record<Language, string>;

export const insurerNamesOf = (env: Pick<Env, "INSURER_NAME" | "INSURER_NAME_NL">): InsurerNames => ({ fr: env.INSURER_NAME, nl: env.INSURER_NAME_NL });
