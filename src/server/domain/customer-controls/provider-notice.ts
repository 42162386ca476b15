import { eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { providers } from "../../db/schema";
import {
  CustomerControlsMail,
  type ProviderNoticeData,
  renderProviderAddition,
  renderProviderFilesAdded,
  renderProviderNoContact,
  renderProviderVisitChange,
  renderProviderWithdrawn,
} from "../../mail/customer-controls";
import { enqueueMail } from "../../mail/queue";
import type { RenderedMail } from "../../mail/compose";
import { bilingual } from "../../mail/templates";
import { providerProjectPath, publicLink } from "../notifications/links";
import { projectForProviderMail, providerMailbox } from "../notifications/project-facts";
import type { CustomerControlDeps } from "./deps";
import { ProjectStatus } from "../project-status/statuses";

/**
 * The statuses in which the provider hears of what the customer adds (files, text): it has yet to
 * answer, or has accepted and works with the customer.
 */
export const providerFollowsRequest = (statusId: number) => statusId === ProjectStatus.New || statusId === ProjectStatus.Accepted;

const notices = {
  withdrawn: { template: CustomerControlsMail.ProviderWithdrawn, render: renderProviderWithdrawn },
  filesAdded: { template: CustomerControlsMail.ProviderFilesAdded, render: renderProviderFilesAdded },
  addition: { template: CustomerControlsMail.ProviderAddition, render: renderProviderAddition },
  noContact: { template: CustomerControlsMail.ProviderNoContact, render: renderProviderNoContact },
  visitChange: { template: CustomerControlsMail.ProviderVisitChange, render: renderProviderVisitChange },
} satisfies Record<string, { template: string; render: (d: ProviderNoticeData) => RenderedMail }>;

/**
 * Tells a project's provider, in the customer's action's transaction, what the customer did
 * (docs/product/notifications.md): French then Dutch, no customer data, a link to its console.
 * Nothing is queued for a provider without a mailbox.
 */
export async function queueProviderNotice(
  tx: Executor,
  deps: CustomerControlDeps,
  notice: keyof typeof notices,
  project: { projectId: number; providerId: number },
  now: Date,
): Promise<void> {
  const [provider] = await tx.select({ id: providers.id, contactEmail: providers.contactEmail }).from(providers).where(eq(providers.id, project.providerId));
  const recipient = provider ? await providerMailbox(tx, provider) : null;
  if (!recipient) return;
  const { template, render } = notices[notice];
  const mail = render({
    projectId: project.projectId,
    ...(await projectForProviderMail(tx, project.projectId)),
    detailsUrl: publicLink(deps.publicUrl, providerProjectPath(project.projectId)),
  });
  await enqueueMail(tx, { template, language: bilingual, recipient, mail, now, projectId: project.projectId });
}
