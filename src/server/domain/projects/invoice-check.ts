import { eq } from "drizzle-orm";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import { homeProjects } from "../../db/schema";
import { refuse } from "../errors";
import { lockProject, recordProjectEvent } from "../project-status/transition";

/**
 * The network checked a project's invoice amount (docs/product/consoles.md, "A high invoice to
 * check"): the amount is noted as checked, with when (audited, with who and the amount). A later
 * change of the amount makes it one to check again. Once per amount.
 */
export async function markInvoiceChecked(deps: { db: Database; clock: Clock }, input: { projectId: number; userId: number }): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const project = await lockProject(tx, input.projectId);
    const amountCents = project.invoiceAmountCents;
    if (amountCents === null || project.invoiceCheckedCents === amountCents) throw refuse("invoiceCheckNotOpen", "conflict");
    await tx.update(homeProjects).set({ invoiceCheckedCents: amountCents, invoiceCheckedAt: now }).where(eq(homeProjects.id, project.id));
    await recordProjectEvent(tx, project, { actor: { type: "network", id: input.userId }, action: "network.invoice-checked", now, details: { amountCents } });
  });
}
