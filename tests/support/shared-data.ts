import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { missingPrerequisite } from "./prerequisites";

/** The official postal list lives in ../shared beside the project and is never copied in. */
export const postalAreasCsvPath = resolve(import.meta.dir, "../../../shared/data/be-postal-areas.csv");
export const hasSharedData = !missingPrerequisite("the official postal list", existsSync(postalAreasCsvPath) ? undefined : `${postalAreasCsvPath} is absent`);
