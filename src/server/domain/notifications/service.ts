import type { AttentionCounts } from "@/shared/attention-lists";
import type { Executor } from "../../db/client";
import type { InsurerNames } from "../../insurer-names";
import type { MailToQueue } from "../../mail/queue";
import { type CustomerFacts, customerConfirmationMail, queueCustomerConfirmation, queueCustomerProviderAccepted, queueRatingRequest } from "./customer-mails";
import {
  type InvoiceChange,
  type NetworkChange,
  queueCustomerCancelledByNetwork,
  queueCustomerProviderReplaced,
  queueProviderInvoiceChanged,
  queueProviderNetworkChange,
} from "./network-change-mails";
import { queueLoginInvitation } from "./login-mails";
import { networkAlertMail, queueCustomerReport, queueLowRatingAlert, queueMorningSummary, queueNetworkAlert } from "./network-alerts";
import type { ProjectFacts } from "./project-facts";
import { providerAssignmentMail, queueProviderAnswerReminder, queueProviderAssignment } from "./provider-mails";
import { queueCustomerVisitPlanned, queueCustomerVisitReminder } from "./visit-mails";

/**
 * The e-mails of docs/product/notifications.md, queued in `mail_queue` with the executor they are given. Pass the
 * transaction of the change that causes the mail: the mail then exists exactly when the change is
 * committed, and a mail outage can never undo the change (the worker sends and retries later).
 * Each function reads what it needs from the database (inside that transaction, so it sees the
 * change) and returns the queued mail's id, or null when there is nobody to write to.
 */

export interface NotificationSettings {
  /** PUBLIC_URL: links in e-mails start with it. */
  publicUrl: string;
  /**
   * NETWORK_MAILBOX: where the network hears about projects in status 3, 6, 7 or 8; also the address
   * a customer is told to write to when the network cancels or reassigns their request.
   */
  networkMailbox: string;
  /** INSURER_NAME and INSURER_NAME_NL: the insurer named at the foot of customer e-mails, in their language, when given. */
  insurerName?: InsurerNames;
}

/** What project creation knows when it writes a project: enough for its mails without a read. */
export interface CreatedProjectFacts extends ProjectFacts, Omit<CustomerFacts, "serviceName"> {
  statusId: number;
  statusUrl: string;
  /** The assigned provider and its mailbox (providerMailbox's rule), when routing found one. */
  provider?: { id: number; mailbox: string | null };
  now: Date;
}

/** The notifications with the settings bound: what domain services take as a dependency. */
export interface Notifier {
  /** `previousServiceId`: the network changed the service and the project stayed with this provider. */
  providerAssigned(executor: Executor, projectId: number, now: Date, previousServiceId?: number): Promise<number | null>;
  /** The assigned provider's reminder, one working day before its answer is due. */
  providerAnswerReminder(executor: Executor, projectId: number, now: Date): Promise<number | null>;
  customerConfirmation(executor: Executor, projectId: number, statusUrl: string, now: Date): Promise<number>;
  providerAccepted(executor: Executor, projectId: number, now: Date): Promise<number | null>;
  /** `afterServiceChange`: the network's change of service found nobody (status 3), rather than a refusal. */
  networkAlert(executor: Executor, projectId: number, now: Date, cause?: "afterServiceChange"): Promise<number | null>;
  /** The rating request when a project becomes Completed (docs/product/customer-controls.md). */
  ratingRequest(executor: Executor, projectId: number, now: Date): Promise<number | null>;
  /**
   * The network cancelled the project, or gave it to another provider: to `providerId`, which had to
   * answer or had accepted it (null without a mailbox).
   */
  providerNetworkChange(executor: Executor, projectId: number, providerId: number, change: NetworkChange, now: Date): Promise<number | null>;
  /** The network replaced the completed project's invoice or corrected its amount: its provider hears of it. */
  providerInvoiceChanged(executor: Executor, projectId: number, change: InvoiceChange, now: Date): Promise<number | null>;
  /** The network cancelled the request: to its customer, with whom to ask and a link to a new request. */
  customerCancelledByNetwork(executor: Executor, projectId: number, now: Date): Promise<number>;
  /** The network gave an accepted request to another provider: to its customer, "another professional will call". */
  customerProviderReplaced(executor: Executor, projectId: number, now: Date): Promise<number>;
  /**
   * To the customer, when the provider notes the visit (or moves it from `previousVisitAt`), with a
   * calendar file; null when there is no visit the customer would see.
   */
  visitPlanned(executor: Executor, projectId: number, previousVisitAt: Date | null, now: Date): Promise<number | null>;
  /** To the customer, the day before the visit; null when there is no visit the customer would see. */
  visitReminder(executor: Executor, projectId: number, now: Date): Promise<number | null>;
  /** The network mailbox, when a customer reports that the accepting provider has not called. */
  noContactReported(executor: Executor, projectId: number, now: Date): Promise<number>;
  /** The network mailbox, when a customer reports a problem after the job (docs/product/customer-controls.md, "A problem after the job"). */
  complaintRaised(executor: Executor, projectId: number, now: Date): Promise<number>;
  /** The network mailbox, when a customer rates the job 1 or 2 out of 5 (docs/product/customer-controls.md, "An unhappy customer"). */
  lowRating(executor: Executor, projectId: number, providerId: number, rating: number, now: Date): Promise<number>;
  /** The network mailbox, each working morning: the lists that wait for it (docs/product/notifications.md, "The morning summary"). */
  morningSummary(executor: Executor, counts: AttentionCounts, now: Date): Promise<number>;
  /** The network created a provider's web login: to its e-mail, how to sign in. */
  loginInvitation(executor: Executor, loginId: number, now: Date): Promise<number | null>;
  /**
   * The mails of a new project (customer confirmation, then the provider's assignment or the
   * network alert), the same as the three calls above would queue, rendered from what creation
   * already knows so that it inserts them with the project in one statement.
   */
  projectCreated(facts: CreatedProjectFacts): MailToQueue[];
}

export function createNotifier(settings: NotificationSettings): Notifier {
  const { publicUrl, networkMailbox, insurerName } = settings;
  return {
    providerAssigned: (executor, projectId, now, previousServiceId) => queueProviderAssignment(executor, { projectId, publicUrl, now, previousServiceId }),
    providerAnswerReminder: (executor, projectId, now) => queueProviderAnswerReminder(executor, { projectId, publicUrl, now }),
    customerConfirmation: (executor, projectId, statusUrl, now) => queueCustomerConfirmation(executor, { projectId, statusUrl, now, insurerName, publicUrl }),
    providerAccepted: (executor, projectId, now) => queueCustomerProviderAccepted(executor, { projectId, now, insurerName, publicUrl }),
    networkAlert: (executor, projectId, now, cause) => queueNetworkAlert(executor, { projectId, publicUrl, networkMailbox, now, cause }),
    noContactReported: (executor, projectId, now) => queueCustomerReport(executor, { projectId, publicUrl, networkMailbox, now, reason: "noContact" }),
    complaintRaised: (executor, projectId, now) => queueCustomerReport(executor, { projectId, publicUrl, networkMailbox, now, reason: "complaint" }),
    lowRating: (executor, projectId, providerId, rating, now) =>
      queueLowRatingAlert(executor, { projectId, providerId, rating, publicUrl, networkMailbox, now }),
    morningSummary: (executor, counts, now) => queueMorningSummary(executor, { counts, publicUrl, networkMailbox, now }),
    providerNetworkChange: (executor, projectId, providerId, change, now) =>
      queueProviderNetworkChange(executor, { projectId, providerId, change, publicUrl, now }),
    providerInvoiceChanged: (executor, projectId, change, now) => queueProviderInvoiceChanged(executor, { projectId, change, publicUrl, now }),
    customerCancelledByNetwork: (executor, projectId, now) =>
      queueCustomerCancelledByNetwork(executor, { projectId, publicUrl, networkMailbox, insurerName, now }),
    customerProviderReplaced: (executor, projectId, now) => queueCustomerProviderReplaced(executor, { projectId, publicUrl, networkMailbox, insurerName, now }),
    visitPlanned: (executor, projectId, previousVisitAt, now) =>
      queueCustomerVisitPlanned(executor, { projectId, previousVisitAt, now, publicUrl, insurerName }),
    visitReminder: (executor, projectId, now) => queueCustomerVisitReminder(executor, { projectId, now, publicUrl, insurerName }),
    loginInvitation: (executor, loginId, now) => queueLoginInvitation(executor, { loginId, publicUrl, now }),
    ratingRequest: (executor, projectId, now) => queueRatingRequest(executor, { projectId, publicUrl, now, insurerName }),
    projectCreated: (facts) => {
      const mails = [customerConfirmationMail(facts, { statusUrl: facts.statusUrl, now: facts.now, insurerName, publicUrl })];
      if (facts.provider) {
        if (facts.provider.mailbox) mails.push(providerAssignmentMail({ ...facts, assignedAt: facts.now }, facts.provider.mailbox, publicUrl, facts.now));
      } else {
        const alert = networkAlertMail(facts, facts.statusId, { publicUrl, networkMailbox, now: facts.now });
        if (alert) mails.push(alert);
      }
      return mails;
    },
  };
}
