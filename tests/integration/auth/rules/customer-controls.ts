import { sql } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { onePixelPng } from "../../../support/sample-files";
import type { ProcedureRule } from "./types";

/** Projects the customer-controls procedures act on (ids far from the serial ones and from the other rules'). */
const project = {
  withdraw: 900_011,
  erase: 900_012,
  export: 900_013,
  correct: 900_014,
  removeFile: 900_015,
  visitChange: 900_016,
  complaint: 900_017,
} as const;
/** A file of the removeFile project, removed once by the network. */
const matrixFileId = 900_101;

/**
 * Each mutation succeeds once as the network user: open projects to withdraw and correct, a
 * cancelled one to erase, an accepted one with a visit a year ahead to ask another time for, a
 * completed one to note a complaint for.
 */
export async function customerControlsMatrixSetup(db: Database): Promise<void> {
  for (const [name, id] of Object.entries(project)) {
    const statusId = name === "erase" ? 4 : name === "visitChange" ? 2 : name === "complaint" ? 5 : 1;
    await db.execute(sql`
      insert into home_projects (id, service_id, postal_area_id, status_id, provider_id, provider_assigned_at, language,
        customer_first_name, customer_last_name, customer_gsm, customer_email, customer_street_house_number, is_insurer_customer,
        privacy_consent_at, privacy_consent_version)
      select ${id}, 3, pa.id, ${statusId}, 1, now(), 'fr', 'Matrix', 'Client', '+32 470 00 00 00', 'matrix@example.be', 'Rue 1', true, now(), 'test'
      from postal_areas pa where pa.post_code = '1000' order by pa.id limit 1
      on conflict (id) do nothing`);
  }
  await db.execute(sql`update home_projects set visit_planned_at = now(), visit_at = now() + interval '1 year' where id = ${project.visitChange}`);
  await db.execute(sql`
    insert into home_project_files (id, project_id, file_name, content_type, size_bytes)
    values (${matrixFileId}, ${project.removeFile}, '7d2e0a4f-3f5c-4e8d-9a91-2c3d4e5f6071-photo-remove.png', 'image/png', 68)
    on conflict (id) do nothing`);
}

/** The network's "add files" form: one photo for the export project (it has none). */
function customerFilesForm(projectId: number): FormData {
  const form = new FormData();
  form.set("projectId", String(projectId));
  form.append("files", new File([onePixelPng as Uint8Array<ArrayBuffer>], "photo-par-courrier.png", { type: "image/png" }));
  return form;
}

const contact = { CustomerGSM: "+32 470 99 99 99", CustomerEmail: "nouveau@example.be", CustomerStreetHouseNumber: "Rue Neuve 2", CustomerBus: "" };

/** Access rules of the customer controls in the consoles (docs/product/customer-controls.md). */
export const customerControlsProcedureRules: Record<string, ProcedureRule> = {
  "network.customerControls.summary": { rule: "network", type: "query", input: { projectId: project.export } },
  "network.customerControls.withdraw": { rule: "network", type: "mutation", input: { projectId: project.withdraw } },
  "network.customerControls.export": { rule: "network", type: "mutation", input: { projectId: project.export } },
  "network.customerControls.correctContact": { rule: "network", type: "mutation", input: { projectId: project.correct, contact } },
  "network.customerControls.erase": { rule: "network", type: "mutation", input: { projectId: project.erase } },
  "network.customerControls.resendStatusLink": { rule: "network", type: "mutation", input: { projectId: project.export } },
  "network.customerControls.withdrawMarketing": { rule: "network", type: "mutation", input: { projectId: project.export } },
  // A multipart form (the client's non-batched link), like the provider's invoice.
  "network.customerControls.addFiles": { rule: "network", type: "mutation", input: customerFilesForm(project.export) },
  "network.customerControls.askVisitChange": { rule: "network", type: "mutation", input: { projectId: project.visitChange } },
  "network.customerControls.addToRequest": {
    rule: "network",
    type: "mutation",
    input: { projectId: project.export, addition: { text: "Le client ajoute : la fuite est sous l'évier." } },
  },
  "network.customerControls.raiseComplaint": {
    rule: "network",
    type: "mutation",
    input: { projectId: project.complaint, complaint: { text: "Le client signale par téléphone que la fuite est revenue." } },
  },
  "network.customerControls.removeFile": { rule: "network", type: "mutation", input: { projectId: project.removeFile, fileId: matrixFileId } },
  "network.customerControls.projectRating": { rule: "network", type: "query", input: { projectId: project.export } },
  "network.customerControls.complaints": { rule: "network", type: "query", input: { projectId: project.export } },
  "network.customerControls.providerRatings": { rule: "network", type: "query", input: { providerId: 1 } },
  "provider.customerControls.summary": { rule: "provider", type: "query", input: { projectId: 900_004 } },
  "provider.customerControls.myRatings": { rule: "provider", type: "query" },
};
