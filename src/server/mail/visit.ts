import type { Language } from "@/shared/catalog-types";
import type { InsurerNames } from "../insurer-names";
import type { MailBlock, RenderedMail } from "./compose";
import { mailCopy } from "./copy";
import { customerMail } from "./customer-controls";
import { formatDateTime } from "./dates";
import { type CalendarEvent, calendarContentType, writeCalendarEvent } from "./icalendar";
import type { MailAttachment } from "./transport";

/** The visit's mails to the customer (docs/product/customer-controls.md, "Visit planned", "The day before"). */
export const VisitMail = { VisitPlanned: "customer-visit-planned", VisitReminder: "customer-visit-reminder" } as const;
export type VisitMailName = (typeof VisitMail)[keyof typeof VisitMail];

export interface VisitFacts {
  projectId: number;
  firstName: string;
  serviceName: string;
  provider: { name: string; phone: string; email: string };
  visitAt: Date;
  /** The visit it replaces, when the provider moved it. */
  previousVisitAt?: Date;
  /** The customer's address, where the visit takes place. */
  address: string;
  lostLinkUrl: string;
  insurerName?: InsurerNames;
}

/**
 * Which event a visit is, for every calendar it goes to: one visit is one event, named after the
 * moment it was first noted (`visitFirstPlannedAt`), and each new time replaces it (the sequence
 * grows with the moment it was noted). A second visit after one that took place is another event.
 */
export function visitEventVersion(
  v: { projectId: number; visitFirstPlannedAt: Date | null; providerAssignedAt: Date | null; visitPlannedAt: Date },
  publicUrl: string,
): Pick<CalendarEvent, "uid" | "sequence" | "stamp"> {
  // A visit written without its first moment (before the column, or by hand) keeps the name events had then: the assignment's.
  const first = v.visitFirstPlannedAt ?? v.providerAssignedAt ?? v.visitPlannedAt;
  return {
    uid: `visit-${v.projectId}-${Math.floor(first.getTime() / 1000)}@${new URL(publicUrl).hostname}`,
    sequence: Math.max(0, Math.floor((v.visitPlannedAt.getTime() - first.getTime()) / 1000)),
    stamp: v.visitPlannedAt,
  };
}

/** A visit's event, in the customer's language; `uid` and `sequence` say which event it replaces. */
export function visitCalendarFile(
  language: Language,
  d: Pick<VisitFacts, "projectId" | "serviceName" | "provider" | "visitAt" | "address">,
  version: Pick<CalendarEvent, "uid" | "sequence" | "stamp">,
): MailAttachment {
  const copy = mailCopy(language).visitPlanned;
  const event: CalendarEvent = {
    ...version,
    start: d.visitAt,
    // How long a visit lasts is not known: an hour holds the time in the customer's calendar.
    durationMinutes: 60,
    summary: copy.eventTitle({ service: d.serviceName, provider: d.provider.name }),
    description: copy.eventDescription({ id: d.projectId, provider: d.provider.name, phone: d.provider.phone }),
    location: d.address,
  };
  return {
    fileName: copy.fileName(),
    contentType: calendarContentType,
    content: writeCalendarEvent(event, `-//Services a domicile//Visit//${language.toUpperCase()}`),
  };
}

/** When, where, with whom: the same rows in the visit's mail and in its reminder. */
function visitFacts(language: Language, d: VisitFacts): MailBlock {
  const { visitPlanned: copy, providerAccepted } = mailCopy(language);
  return {
    kind: "facts",
    rows: [
      [copy.when(), formatDateTime(language, d.visitAt)],
      [copy.address(), d.address],
      [copy.professional(), d.provider.name],
      [providerAccepted.phone(), d.provider.phone],
      [providerAccepted.email(), d.provider.email],
    ],
  };
}

/** "Your visit": when, with whom, how to move it, and (the caller attaches it) the calendar file. */
export function renderVisitPlanned(language: Language, d: VisitFacts): RenderedMail {
  const { visitPlanned: copy, providerAccepted } = mailCopy(language);
  const facts = { provider: d.provider.name, id: d.projectId, service: d.serviceName };
  const blocks: MailBlock[] = [
    { kind: "paragraph", text: d.previousVisitAt ? copy.moved({ ...facts, previous: formatDateTime(language, d.previousVisitAt) }) : copy.planned(facts) },
    visitFacts(language, d),
    { kind: "paragraph", text: copy.calendar() },
    { kind: "paragraph", text: copy.change() },
    { kind: "paragraph", text: providerAccepted.followUp() },
    { kind: "link", text: providerAccepted.lostLink(), url: d.lostLinkUrl },
  ];
  return customerMail(language, (d.previousVisitAt ? copy.subjectMoved : copy.subject)({ id: d.projectId }), blocks, d.insurerName, d.firstName);
}

/** The day before: tomorrow's visit, the same facts, whom to tell if it no longer suits. */
export function renderVisitReminder(language: Language, d: Omit<VisitFacts, "previousVisitAt">): RenderedMail {
  const { visitReminder: copy, providerAccepted } = mailCopy(language);
  const blocks: MailBlock[] = [
    { kind: "paragraph", text: copy.text({ provider: d.provider.name, when: formatDateTime(language, d.visitAt), id: d.projectId, service: d.serviceName }) },
    visitFacts(language, d),
    { kind: "paragraph", text: copy.change() },
    { kind: "paragraph", text: providerAccepted.followUp() },
    { kind: "link", text: providerAccepted.lostLink(), url: d.lostLinkUrl },
  ];
  return customerMail(language, copy.subject({ id: d.projectId }), blocks, d.insurerName, d.firstName);
}
