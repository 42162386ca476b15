import { type APIRequestContext, expect } from "@playwright/test";
import type { AddProjectInput } from "../../../src/shared/schemas/project";
import { validPayload } from "../../support/payload";

/** A request as the wizard sends it, in 1000 Bruxelles: demo provider 1 gets it (status 1). */
export async function sendRequest(request: APIRequestContext, overrides: Partial<AddProjectInput> = {}): Promise<number> {
  const areas = await (await request.get("/api/postalarea/getpostalareabypostalcode?postCode=1000")).json();
  const bruxelles = (areas.data as { id: number; cityPostalArea: string }[]).find((a) => a.cityPostalArea === "Bruxelles");
  const response = await request.post("/api/homeproject/addproject", { data: validPayload({ PostalAreaId: bruxelles?.id, ...overrides }) });
  const body = await response.json();
  expect(body.isError).toBe(false);
  return body.data as number;
}
