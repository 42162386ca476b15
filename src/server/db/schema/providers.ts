import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { services } from "./catalog";
import { postalAreas } from "./postal-areas";

export const providers = pgTable(
  "providers",
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    address: text().notNull().default(""),
    contactName: text().notNull().default(""),
    contactPhoneNumber: text().notNull().default(""),
    contactEmail: text().notNull().default(""),
    isActive: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.name),
    // Network provider list: name contains, case-insensitive (pg_trgm).
    index("providers_name_trgm_idx").using("gin", sql`${t.name} gin_trgm_ops`),
  ],
);

/** A provider's work area: one row per postal area, switched on or off, with a routing score. */
export const providerPostalAreas = pgTable(
  "provider_postal_areas",
  {
    providerId: integer()
      .notNull()
      .references(() => providers.id, { onDelete: "cascade" }),
    postalAreaId: integer()
      .notNull()
      .references(() => postalAreas.id),
    isActive: boolean().notNull().default(true),
    score: smallint().notNull().default(10),
  },
  (t) => [
    primaryKey({ columns: [t.providerId, t.postalAreaId] }),
    // The routing query starts from the postal area and wants the best scores first.
    index("provider_postal_areas_routing_idx").on(t.postalAreaId, t.score.desc(), t.providerId).where(sql`${t.isActive}`),
    check("provider_postal_areas_score_range", sql`${t.score} between 1 and 10`),
  ],
);

export const providerServices = pgTable(
  "provider_services",
  {
    providerId: integer()
      .notNull()
      .references(() => providers.id, { onDelete: "cascade" }),
    serviceId: integer()
      .notNull()
      .references(() => services.id),
    isActive: boolean().notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.providerId, t.serviceId] }), index("provider_services_routing_idx").on(t.serviceId, t.providerId).where(sql`${t.isActive}`)],
);

/** A web login of a provider: the person signs in at the identity provider with this e-mail. */
export const loginUsers = pgTable(
  "login_users",
  {
    id: serial().primaryKey(),
    providerId: integer()
      .notNull()
      .references(() => providers.id, { onDelete: "cascade" }),
    givenName: text().notNull(),
    lastName: text().notNull(),
    email: text().notNull(),
    /** The identity provider (`iss`) and its `sub`, bound at the first sign-in (docs/product/sign-in.md). */
    issuer: text(),
    subject: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When the person last signed in through the sign-in page (docs/product/consoles.md, "Web logins"); null: never. */
    lastSignInAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex("login_users_email_idx").on(sql`lower(${t.email})`),
    uniqueIndex("login_users_issuer_subject_idx").on(t.issuer, t.subject),
    index().on(t.providerId),
  ],
);
