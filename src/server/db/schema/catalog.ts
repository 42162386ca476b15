import { boolean, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

/** The service catalogue: category → sub-category → service → questions → answers. Ids are fixed (docs/product/catalogue.md). */
export const serviceCategories = pgTable("service_categories", {
  id: integer().primaryKey(),
  code: text().notNull().unique(),
  name: text().notNull(),
  slugFr: text().notNull().unique(),
  slugNl: text().notNull().unique(),
  sortOrder: integer().notNull().default(0),
  isActive: boolean().notNull().default(true),
});

export const serviceSubCategories = pgTable(
  "service_sub_categories",
  {
    id: integer().primaryKey(),
    categoryId: integer()
      .notNull()
      .references(() => serviceCategories.id),
    code: text().notNull().unique(),
    name: text().notNull(),
    sortOrder: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
  },
  (t) => [index().on(t.categoryId)],
);

export const services = pgTable(
  "services",
  {
    id: integer().primaryKey(),
    subCategoryId: integer()
      .notNull()
      .references(() => serviceSubCategories.id),
    code: text().notNull().unique(),
    name: text().notNull(),
    sortOrder: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    /** A request for a service that is not listed: no routing, the network answers within 24 hours. */
    needsManualHandling: boolean().notNull().default(false),
  },
  (t) => [index().on(t.subCategoryId)],
);

import { answerTypes } from "@/shared/catalog-types";

export const questions = pgTable("questions", {
  id: integer().primaryKey(),
  code: text().notNull().unique(),
  answerType: text({ enum: answerTypes }).notNull(),
});

export const answers = pgTable(
  "answers",
  {
    id: integer().primaryKey(),
    questionId: integer()
      .notNull()
      .references(() => questions.id),
    code: text().notNull().unique(),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [index().on(t.questionId)],
);

export const serviceQuestions = pgTable(
  "service_questions",
  {
    serviceId: integer()
      .notNull()
      .references(() => services.id),
    questionId: integer()
      .notNull()
      .references(() => questions.id),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.serviceId, t.questionId] }), index().on(t.questionId)],
);
