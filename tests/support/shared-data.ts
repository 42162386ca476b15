import { existsSync } from "node:fs";
import { resolve } from "node:path";

/** The official postal list lives in ../shared beside the project and is never copied in. */
export const postalAreasCsvPath = resolve(import.meta.dir, "../../../shared/data/be-postal-areas.csv");
export const hasSharedData = existsSync(postalAreasCsvPath);
if (!hasSharedData) console.warn(`Skipping tests that need ${postalAreasCsvPath}: ../shared is absent.`);
