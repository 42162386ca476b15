import { z } from "zod";
import { languages } from "../catalog-types";
import { idSchema } from "./fields";

/** Priority score of a work area (docs/product/routing.md: 1 to 10, default 10), checked by the domain. */
export const minScore = 1;
export const maxScore = 10;
export const defaultScore = 10;

export const workAreaListSchema = z.object({
  providerId: idSchema,
  /** A postcode (or its start), a municipality or a locality. */
  search: z.string().trim().max(100).default(""),
  /** Only the municipalities where the provider has at least one active area. */
  onlyActive: z.boolean().default(false),
  page: z.number().int().min(1).max(10_000).default(1),
  /** The console's language: municipalities and places are named in it (docs/product/places.md). */
  language: z.enum(languages).default("fr"),
});

export const workAreaUpdateSchema = z.object({
  providerId: idSchema,
  postalAreaId: idSchema,
  isActive: z.boolean(),
  score: z.number().int(),
});

const cityNameSchema = z.string().trim().min(1).max(100);
export const activateCitySchema = z.object({ providerId: idSchema, city: cityNameSchema });
export const cityScoreSchema = z.object({ providerId: idSchema, city: cityNameSchema, score: z.number().int() });
