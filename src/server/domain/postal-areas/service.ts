import { and, asc, eq } from "drizzle-orm";
import type { ApiPostalArea } from "@/shared/api-types";
import { postCodePattern } from "@/shared/schemas/fields";
import type { Executor } from "../../db/client";
import { postalAreas } from "../../db/schema";

const columns = { id: postalAreas.id, city: postalAreas.city, postCode: postalAreas.postCode, cityPostalArea: postalAreas.cityPostalArea };

/** The postal areas of a 4-digit postcode; anything else has none. */
export async function findPostalAreasByPostCode(db: Executor, postCode: string | undefined): Promise<ApiPostalArea[]> {
  const code = postCode?.trim() ?? "";
  if (!postCodePattern.test(code)) return [];
  return db.select(columns).from(postalAreas).where(eq(postalAreas.postCode, code)).orderBy(asc(postalAreas.cityPostalArea), asc(postalAreas.city), asc(postalAreas.id));
}

export async function findPostalArea(db: Executor, id: number): Promise<ApiPostalArea | undefined> {
  const [row] = await db.select(columns).from(postalAreas).where(and(eq(postalAreas.id, id)));
  return row;
}

/** Every postal area (about 2,900 in Belgium), by postcode: the old contract's `postalarea/getall`. */
export async function listAllPostalAreas(db: Executor): Promise<ApiPostalArea[]> {
  return db.select(columns).from(postalAreas).orderBy(asc(postalAreas.postCode), asc(postalAreas.cityPostalArea), asc(postalAreas.id));
}
