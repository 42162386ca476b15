import type { Database } from "@/server/db/client";
import { homeProjects } from "@/server/db/schema";
import { DomainError } from "@/server/domain/errors";

/** A stored project as the wizard leaves it; the test sets the status, provider and dates it needs. */
export async function insertProject(
  db: Database,
  values: Partial<typeof homeProjects.$inferInsert> & { postalAreaId: number },
  at: Date = new Date(),
): Promise<number> {
  const [row] = await db
    .insert(homeProjects)
    .values({
      createdAt: at,
      updatedAt: at,
      serviceId: 3,
      statusId: 1,
      providerId: 1,
      providerAssignedAt: at,
      language: "fr",
      customerFirstName: "Amélie",
      customerLastName: "Dubois",
      customerGsm: "+32 470 12 34 56",
      customerEmail: "amelie@example.be",
      customerStreetHouseNumber: "Rue Haute 12",
      isInsurerCustomer: true,
      privacyConsentAt: at,
      privacyConsentVersion: "test",
      ...values,
    })
    .returning({ id: homeProjects.id });
  if (!row) throw new Error("project not inserted");
  return row.id;
}

/** The message key a domain call was refused with; fails when it was not refused. */
export async function refusal(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    if (error instanceof DomainError) return error.message_.key;
    throw error;
  }
  throw new Error("not refused");
}
