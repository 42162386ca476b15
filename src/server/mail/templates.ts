import type { Language } from "@/shared/catalog-types";
import { type MailBlock, type MailContent, type RenderedMail, renderBilingual, renderMail } from "./compose";

/** The template names stored in `mail_queue.template`. */
export const MailTemplate = {
  ProviderAssignment: "provider-assignment",
  CustomerConfirmation: "customer-confirmation",
  CustomerProviderAccepted: "customer-provider-accepted",
  NetworkAlert: "network-alert",
} as const;
export type MailTemplateName = (typeof MailTemplate)[keyof typeof MailTemplate];

/** `mail_queue.language` of a mail written in French and Dutch. */
export const bilingual = "fr+nl";

export type PerLanguage = Record<Language, string>;

const brand: PerLanguage = { fr: "Services à domicile", nl: "Diensten aan huis" };

function signature(language: Language, insurerName?: string): MailBlock[] {
  const blocks: MailBlock[] = [
    { kind: "paragraph", text: language === "fr" ? `Cordialement,\nL'équipe ${brand.fr}` : `Met vriendelijke groeten,\nHet team van ${brand.nl}` },
  ];
  if (insurerName) {
    blocks.push({
      kind: "paragraph",
      text: language === "fr" ? `Ce service vous est proposé par ${insurerName}.` : `Deze dienst wordt u aangeboden door ${insurerName}.`,
    });
  }
  return blocks;
}

const dateTimeFormats: Record<Language, Intl.DateTimeFormat> = {
  fr: new Intl.DateTimeFormat("fr-BE", { timeZone: "Europe/Brussels", weekday: "long", day: "numeric", month: "long", year: "numeric", hour: "2-digit", minute: "2-digit" }),
  nl: new Intl.DateTimeFormat("nl-BE", { timeZone: "Europe/Brussels", weekday: "long", day: "numeric", month: "long", year: "numeric", hour: "2-digit", minute: "2-digit" }),
};
const dateFormats: Record<Language, Intl.DateTimeFormat> = {
  fr: new Intl.DateTimeFormat("fr-BE", { timeZone: "Europe/Brussels", day: "numeric", month: "long", year: "numeric" }),
  nl: new Intl.DateTimeFormat("nl-BE", { timeZone: "Europe/Brussels", day: "numeric", month: "long", year: "numeric" }),
};

/** "mercredi 8 avril 2026 à 17:00" / "woensdag 8 april 2026 om 17:00", Brussels time. */
export function formatDateTime(language: Language, date: Date): string {
  return dateTimeFormats[language].format(date);
}

export function formatDate(language: Language, date: Date): string {
  return dateFormats[language].format(date);
}

// ---------------------------------------------------------------------------------------------
// (a) The provider, when a project is assigned to it. Bilingual; no customer data.

export interface ProviderAssignmentData {
  projectId: number;
  serviceName: PerLanguage;
  /** "1000 Bruxelles" / "1000 Brussel": postcode and municipality in each language, nothing closer. */
  municipality: PerLanguage;
  /** PUBLIC_URL/provider/homeprojectdetails/{id} */
  detailsUrl: string;
  /** When the project goes to another provider without an answer. */
  answerBefore?: Date;
}

function providerAssignment(language: Language, d: ProviderAssignmentData): MailContent {
  const fr = language === "fr";
  const service = d.serviceName[language];
  const blocks: MailBlock[] = [
    { kind: "paragraph", text: fr ? "Bonjour," : "Goeiedag," },
    { kind: "paragraph", text: fr ? "Une nouvelle demande vous a été attribuée." : "Er werd een nieuwe aanvraag aan u toegewezen." },
    {
      kind: "facts",
      rows: [
        [fr ? "Demande" : "Aanvraag", `#${d.projectId}`],
        [fr ? "Service" : "Dienst", service],
        [fr ? "Commune" : "Gemeente", d.municipality[language]],
      ],
    },
    { kind: "link", text: fr ? "Consultez la demande et indiquez si vous l'acceptez :" : "Bekijk de aanvraag en laat weten of u ze aanvaardt:", url: d.detailsUrl },
  ];
  if (d.answerBefore) {
    const when = formatDateTime(language, d.answerBefore);
    blocks.push({
      kind: "paragraph",
      text: fr
        ? `Merci de répondre avant le ${when}. Sans réponse dans les deux jours ouvrables, la demande est proposée à un autre professionnel.`
        : `Gelieve te antwoorden vóór ${when}. Zonder antwoord binnen twee werkdagen gaat de aanvraag naar een andere vakman.`,
    });
  }
  blocks.push({
    kind: "paragraph",
    text: fr ? "Les coordonnées du client sont visibles après connexion." : "De gegevens van de klant ziet u na aanmelding.",
  });
  blocks.push(...signature(language));
  return {
    language,
    subject: fr ? `Nouvelle demande #${d.projectId} : ${service} à ${d.municipality.fr}` : `Nieuwe aanvraag #${d.projectId}: ${service} in ${d.municipality.nl}`,
    blocks,
  };
}

export function renderProviderAssignment(d: ProviderAssignmentData): RenderedMail {
  return renderBilingual(providerAssignment("fr", d), providerAssignment("nl", d));
}

// ---------------------------------------------------------------------------------------------
// (b) The customer, after sending the request. In the customer's language.

export interface CustomerConfirmationData {
  projectId: number;
  firstName: string;
  serviceName: string;
  /** A request for an unlisted service: the network answers within 24 hours. */
  manualHandling: boolean;
  /** The private link to the customer's status page. */
  statusUrl: string;
  statusUrlExpiresAt?: Date;
  insurerName?: string;
}

export function renderCustomerConfirmation(language: Language, d: CustomerConfirmationData): RenderedMail {
  const fr = language === "fr";
  const next = d.manualHandling
    ? fr
      ? "Votre demande concerne un service qui ne figure pas dans notre liste. Notre équipe l'examine et vous contacte dans les 24 heures."
      : "Uw aanvraag gaat over een dienst die niet in onze lijst staat. Ons team bekijkt ze en neemt binnen 24 uur contact met u op."
    : fr
      ? "Un professionnel de notre réseau vous contacte dans les deux jours ouvrables pour convenir d'un rendez-vous."
      : "Een vakman uit ons netwerk neemt binnen twee werkdagen contact met u op om een afspraak te maken.";
  const validity = d.statusUrlExpiresAt
    ? fr
      ? `Ce lien est personnel et valable jusqu'au ${formatDate(language, d.statusUrlExpiresAt)}. Ne le partagez pas.`
      : `Deze link is persoonlijk en geldig tot ${formatDate(language, d.statusUrlExpiresAt)}. Deel hem met niemand.`
    : fr
      ? "Ce lien est personnel. Ne le partagez pas."
      : "Deze link is persoonlijk. Deel hem met niemand.";
  return renderMail({
    language,
    subject: fr ? `Nous avons bien reçu votre demande #${d.projectId}` : `We hebben uw aanvraag #${d.projectId} goed ontvangen`,
    blocks: [
      { kind: "paragraph", text: fr ? `Bonjour ${d.firstName},` : `Beste ${d.firstName},` },
      { kind: "paragraph", text: fr ? "Merci pour votre demande. Nous l'avons bien reçue." : "Bedankt voor uw aanvraag. We hebben ze goed ontvangen." },
      {
        kind: "facts",
        rows: [
          [fr ? "Numéro de votre demande" : "Nummer van uw aanvraag", `#${d.projectId}`],
          [fr ? "Service" : "Dienst", d.serviceName],
        ],
      },
      { kind: "heading", text: fr ? "Et maintenant ?" : "Hoe gaat het nu verder?" },
      { kind: "paragraph", text: next },
      { kind: "link", text: fr ? "Suivez votre demande à tout moment grâce à ce lien :" : "Volg uw aanvraag op elk moment via deze link:", url: d.statusUrl },
      { kind: "paragraph", text: validity },
      ...signature(language, d.insurerName),
    ],
  });
}

// ---------------------------------------------------------------------------------------------
// (c) The customer, when a provider accepts. In the customer's language.

export interface CustomerProviderAcceptedData {
  projectId: number;
  firstName: string;
  serviceName: string;
  provider: { name: string; contactName: string; phone: string; email: string };
  statusUrl?: string;
  insurerName?: string;
}

export function renderCustomerProviderAccepted(language: Language, d: CustomerProviderAcceptedData): RenderedMail {
  const fr = language === "fr";
  const blocks: MailBlock[] = [
    { kind: "paragraph", text: fr ? `Bonjour ${d.firstName},` : `Beste ${d.firstName},` },
    {
      kind: "paragraph",
      text: fr
        ? `Bonne nouvelle : ${d.provider.name} a accepté votre demande #${d.projectId} (${d.serviceName}).`
        : `Goed nieuws: ${d.provider.name} heeft uw aanvraag #${d.projectId} (${d.serviceName}) aanvaard.`,
    },
    {
      kind: "paragraph",
      text: fr
        ? "Ce professionnel vous contacte prochainement pour convenir d'un rendez-vous. Vous pouvez aussi le joindre vous-même :"
        : "Deze vakman neemt binnenkort contact met u op om een afspraak te maken. U kunt hem ook zelf contacteren:",
    },
    {
      kind: "facts",
      rows: [
        [fr ? "Entreprise" : "Bedrijf", d.provider.name],
        [fr ? "Personne de contact" : "Contactpersoon", d.provider.contactName],
        [fr ? "Téléphone" : "Telefoon", d.provider.phone],
        ["E-mail", d.provider.email],
      ],
    },
  ];
  if (d.statusUrl) blocks.push({ kind: "link", text: fr ? "Suivez votre demande :" : "Volg uw aanvraag:", url: d.statusUrl });
  blocks.push(...signature(language, d.insurerName));
  return renderMail({
    language,
    subject: fr ? `Votre demande #${d.projectId} a été acceptée par un professionnel` : `Uw aanvraag #${d.projectId} werd aanvaard door een vakman`,
    blocks,
  });
}

// ---------------------------------------------------------------------------------------------
// (d) The network mailbox, when a project lands in status 3, 7 or 8. Bilingual.

export type NetworkAlertStatus = 3 | 7 | 8;

export interface NetworkAlertData {
  projectId: number;
  statusId: NetworkAlertStatus;
  serviceName: PerLanguage;
  municipality: PerLanguage;
  /** PUBLIC_URL/network/homeprojectdetails/{id} */
  detailsUrl: string;
}

const statusNames: Record<NetworkAlertStatus, PerLanguage> = {
  3: { fr: "Refusé", nl: "Geweigerd" },
  7: { fr: "Traitement manuel", nl: "Manuele behandeling" },
  8: { fr: "Aucun prestataire", nl: "Geen vakman gevonden" },
};

function networkAlert(language: Language, d: NetworkAlertData): MailContent {
  const fr = language === "fr";
  const id = `#${d.projectId}`;
  const explanation: Record<NetworkAlertStatus, PerLanguage> = {
    3: {
      fr: `La demande ${id} a été refusée et aucun autre prestataire ne peut la reprendre. Attribuez-la à un prestataire ou clôturez-la.`,
      nl: `Aanvraag ${id} werd geweigerd en geen andere vakman kan ze overnemen. Wijs ze toe aan een vakman of sluit ze af.`,
    },
    7: {
      fr: `La demande ${id} porte sur un service qui ne figure pas dans la liste. Le client a été prévenu qu'il serait contacté dans les 24 heures.`,
      nl: `Aanvraag ${id} gaat over een dienst die niet in de lijst staat. De klant kreeg te horen dat hij binnen 24 uur wordt gecontacteerd.`,
    },
    8: {
      fr: `Aucun prestataire ne propose ce service dans cette commune pour la demande ${id}. Le client attend un contact dans les deux jours ouvrables.`,
      nl: `Voor aanvraag ${id} biedt geen enkele vakman deze dienst aan in deze gemeente. De klant verwacht binnen twee werkdagen contact.`,
    },
  };
  const status = statusNames[d.statusId][language];
  return {
    language,
    subject: fr ? `Demande ${id} : ${status}` : `Aanvraag ${id}: ${status}`,
    blocks: [
      { kind: "paragraph", text: fr ? "Bonjour," : "Goeiedag," },
      { kind: "paragraph", text: explanation[d.statusId][language] },
      {
        kind: "facts",
        rows: [
          [fr ? "Demande" : "Aanvraag", id],
          [fr ? "Statut" : "Status", status],
          [fr ? "Service" : "Dienst", d.serviceName[language]],
          [fr ? "Commune" : "Gemeente", d.municipality[language]],
        ],
      },
      { kind: "link", text: fr ? "Ouvrir la demande :" : "De aanvraag openen:", url: d.detailsUrl },
    ],
  };
}

export function renderNetworkAlert(d: NetworkAlertData): RenderedMail {
  return renderBilingual(networkAlert("fr", d), networkAlert("nl", d));
}
