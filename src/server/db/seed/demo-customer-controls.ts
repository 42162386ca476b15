import type { CallTime } from "@/shared/call-times";
import { finalStatusIds } from "@/shared/project-statuses";
import type { DemoEvent } from "./demo-history";

const minute = 60_000;
const hour = 60 * minute;

/** What a demo customer added to the request, in its language. */
const additionTexts = {
  fr: [
    "Précision de démonstration : le compteur est dans la cave, l'accès se fait par le jardin.",
    "Précision de démonstration : je suis absent le mercredi, mais joignable par téléphone.",
    "Précision de démonstration : le problème est revenu ce matin, plus fort qu'avant.",
  ],
  nl: [
    "Demo-aanvulling: de meter staat in de kelder, bereikbaar via de tuin.",
    "Demo-aanvulling: op woensdag ben ik niet thuis, maar wel telefonisch bereikbaar.",
    "Demo-aanvulling: het probleem is vanochtend teruggekomen, erger dan voordien.",
  ],
} as const;

const callTimeChoices: readonly (readonly CallTime[])[] = [["morning"], ["evening"], ["morning", "afternoon"]];

export interface DemoAddition {
  text: string;
  addedBy: "customer" | "network";
  createdAt: Date;
  /** Its audit event, whose details get the addition's id once the row is written. */
  event: DemoEvent;
}

export interface DemoCustomerControls {
  /** The request's events with the customer's own actions in their place, in time order. */
  events: DemoEvent[];
  callTimes: CallTime[];
  additions: DemoAddition[];
  /** When the customer asked for another time for the visit, if they did. */
  visitChangeAskedAt: Date | null;
}

/**
 * The customer's own controls on a demo request (docs/product/demo-data.md), fixed by its number so
 * that the drawn sequences stay as they were: three in ten choose when to be called minutes after
 * sending; one in five adds a text hours later, one in five of those through the network; one in
 * four with a visit noted asks for another time 1 to 20 hours after it was noted, while it is still
 * ahead. Each only while the request is still open and before `now`, in the status it then has, as
 * the status page's operations record them (customer-controls.md).
 */
export function demoCustomerControls(input: {
  number: number;
  language: "fr" | "nl";
  createdAt: Date;
  events: readonly DemoEvent[];
  now: Date;
  networkUserId: number | null;
  /** The visit its provider noted, if any (demo-history.ts). */
  visit?: { plannedAt: Date; visitAt: Date; providerId: number };
}): DemoCustomerControls {
  const { number } = input;
  let events = [...input.events];
  const statusAt = (at: Date) => events.filter((event) => event.createdAt <= at).at(-1)?.toStatusId ?? null;
  const openAt = (at: Date) => {
    const status = statusAt(at);
    return at < input.now && status !== null && status !== undefined && !finalStatusIds.includes(status);
  };
  const place = (event: DemoEvent) => {
    const after = events.findIndex((other) => other.createdAt > event.createdAt);
    events = after === -1 ? [...events, event] : [...events.slice(0, after), event, ...events.slice(after)];
  };
  const own = (
    at: Date,
    action: "customer.call-times" | "customer.addition" | "customer.visit-change",
    byNetwork: boolean,
    details: DemoEvent["details"],
  ): DemoEvent => {
    const status = statusAt(at);
    return {
      createdAt: at,
      actorType: byNetwork ? "network" : "customer",
      actorId: byNetwork ? input.networkUserId : null,
      action,
      fromStatusId: status,
      toStatusId: status,
      details,
    };
  };

  let callTimes: CallTime[] = [];
  const chooseAt = new Date(input.createdAt.getTime() + (10 + (number % 40)) * minute);
  if ((number * 53) % 100 < 30 && openAt(chooseAt)) {
    callTimes = [...(callTimeChoices[number % callTimeChoices.length] ?? [])];
    place(own(chooseAt, "customer.call-times", false, { times: callTimes }));
  }
  const additions: DemoAddition[] = [];
  const addAt = new Date(input.createdAt.getTime() + (2 + (number % 28)) * hour + (number % 60) * minute);
  if ((number * 29) % 100 < 20 && openAt(addAt)) {
    const byNetwork = number % 5 === 0 && input.networkUserId !== null;
    const texts = additionTexts[input.language];
    const event = own(addAt, "customer.addition", byNetwork, {});
    place(event);
    additions.push({ text: texts[number % texts.length] ?? texts[0], addedBy: byNetwork ? "network" : "customer", createdAt: addAt, event });
  }
  let visitChangeAskedAt: Date | null = null;
  const visit = input.visit;
  const askAt = visit ? new Date(visit.plannedAt.getTime() + (1 + (number % 20)) * hour) : null;
  if (visit && askAt && number % 4 === 1 && askAt < visit.visitAt && openAt(askAt)) {
    visitChangeAskedAt = askAt;
    place(own(askAt, "customer.visit-change", false, { providerId: visit.providerId, visitAt: visit.visitAt.toISOString() }));
  }
  return { events, callTimes, additions, visitChangeAskedAt };
}
