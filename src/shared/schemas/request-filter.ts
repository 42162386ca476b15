import { z } from "zod";
import { languages } from "../catalog-types";
import { idSchema } from "./fields";

/** Provinces as the postal areas carry them; Brussels-Capital counts as one. Names in the dictionaries. */
export const provinces = [
  "antwerpen",
  "brabant-wallon",
  "brussels",
  "hainaut",
  "liege",
  "limburg",
  "luxembourg",
  "namur",
  "oost-vlaanderen",
  "vlaams-brabant",
  "west-vlaanderen",
] as const;
export type Province = (typeof provinces)[number];

/**
 * Which requests a view keeps, by what was asked where and in which language: the dashboard's
 * filters and the network project list's (docs/product/dashboard.md, docs/product/consoles.md).
 */
export const requestFilterFields = {
  /** A category keeps its services; a service wins over its category. Both are the request's current service. */
  categoryId: idSchema.optional(),
  serviceId: idSchema.optional(),
  /** The province of the request's postal area. */
  province: z.enum(provinces).optional(),
  /** The request's language (the customer's). */
  language: z.enum(languages).optional(),
};

export type RequestFilter = z.output<z.ZodObject<typeof requestFilterFields>>;
