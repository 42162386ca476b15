import type { BaseTranslation } from "../../i18n-types";

/**
 * FR namespace `mail`: the subject and body copy of every e-mail (docs/product/notifications.md).
 * A namespace, not a section: only the server loads it (`src/server/mail/copy.ts`), so none of it
 * reaches the browser's dictionary chunk (docs/architecture.md, "A mail").
 * Dates arrive formatted (`src/server/mail/dates.ts`); values are escaped by the layout (compose.ts).
 */
const mail = {
  /** Blocks and labels several mails share. */
  common: {
    greeting: "Bonjour,",
    /** A mail to a customer whose request we know: by first name, as the confirmation greets. */
    greetingNamed: "Bonjour {firstName:string},",
    signature: "Cordialement,\nL'équipe Services à domicile",
    insurer: "Ce service vous est proposé par {insurer:string}.",
    /** Above a mail in two languages, in the second one: where its version starts. */
    versionBelow: "(Version française ci-dessous)",
    request: "Projet",
    /** A request's number as the status page writes it. */
    number: "n° {id:number}",
    service: "Service",
    municipality: "Commune",
    status: "Statut",
    /**
     * The marketing unsubscribe at the end of every customer mail. It reads true whether or not the
     * customer agreed to offers: "ne plus recevoir" told one who never agreed that they had.
     */
    unsubscribeText: "Offres commerciales de notre compagnie d'assurance\u00a0: c'est vous qui décidez. Pour ne pas en recevoir, un clic suffit.",
    unsubscribeLink: "Ne pas recevoir d'offres commerciales",
  },
  /** `provider-assignment`: to the provider a project is assigned to. */
  providerAssignment: {
    subject: "Nouveau projet n° {id:number}\u00a0: {service:string} à {municipality:string}",
    intro: "Un nouveau projet vous a été attribué.",
    /** The same provider keeps the request after the network changed its service. */
    serviceChangedSubject: "Projet n° {id:number}\u00a0: service changé en {service:string}",
    serviceChangedIntro:
      "Le réseau a remplacé le service «\u00a0{previous:string}\u00a0» de ce projet par celui indiqué ci-dessous. Il vous reste attribué\u00a0: dites-nous si vous l'acceptez pour ce service.",
    link: "Consultez le projet et indiquez si vous l'acceptez\u00a0:",
    answerBefore:
      "Merci de répondre au plus tard le {deadline:string}. Sans réponse dans les deux jours ouvrables, le projet est proposé à un autre professionnel.",
    customerAfterSignIn: "Les coordonnées du client sont visibles après connexion.",
  },
  /** `provider-answer-reminder`: to the assigned provider, one working day before its answer is due. */
  providerReminder: {
    subject: "Rappel\u00a0: le projet n° {id:number} attend votre réponse",
    intro: "Ce projet vous a été attribué et attend toujours votre réponse.",
    link: "Consultez le projet et indiquez si vous l'acceptez\u00a0:",
    answerBefore: "Merci de répondre au plus tard le {deadline:string}. Sans réponse, le projet sera proposé à un autre professionnel.",
  },
  /** `customer-confirmation`: to the customer, once the request is sent. */
  customerConfirmation: {
    subject: "Nous avons bien reçu votre demande n° {id:number}",
    greeting: "Bonjour {firstName:string},",
    thanks: "Merci pour votre demande. Nous l'avons bien reçue.",
    reference: "Numéro de votre demande",
    nextHeading: "Et maintenant\u00a0?",
    nextProvider: "Un professionnel de notre réseau vous contacte dans les deux jours ouvrables pour convenir d'un rendez-vous.",
    nextManual: "Votre demande concerne un service qui ne figure pas dans notre liste. Notre équipe l'examine et vous contacte dans les 24 heures.",
    nextNoProvider:
      "Nous n'avons pas encore de professionnel pour ce service dans votre commune. Notre équipe cherche une solution et vous contacte dans les deux jours ouvrables.",
    link: "Suivez votre demande à tout moment grâce à ce lien\u00a0:",
    linkValidUntil: "Ce lien est personnel et valable jusqu'au {date:string}. Ne le partagez pas.",
    linkPersonal: "Ce lien est personnel. Ne le partagez pas.",
  },
  /** `customer-provider-accepted`: to the customer, when a provider accepts. */
  providerAccepted: {
    subject: "Votre demande n° {id:number} a été acceptée par un professionnel",
    news: "Bonne nouvelle\u00a0: {provider:string} a accepté votre demande n° {id:number} ({service:string}).",
    contact:
      "Ce professionnel vous appellera au plus tard le {callBy:string} pour convenir d'un rendez-vous. Vous pouvez aussi prendre contact vous-même\u00a0:",
    company: "Entreprise",
    contactName: "Personne de contact",
    phone: "Téléphone",
    email: "E-mail",
    followUp:
      "Pour suivre votre demande, nous dire quand vous appeler ou nous signaler que personne ne vous a contacté, ouvrez le lien de suivi de l'e-mail de confirmation.",
    lostLink: "Vous ne le retrouvez plus\u00a0? Demandez un nouveau lien\u00a0:",
  },
  /** `network-alert`: to the network mailbox, when a project lands in status 3, 6, 7 or 8. */
  networkAlert: {
    subject: "Projet n° {id:number}\u00a0: {status:string}",
    statusRefused: "Refusé",
    statusNoAgreement: "Pas d'accord avec le client",
    statusManual: "Traitement manuel",
    statusNoProvider: "Aucun prestataire trouvé",
    statusNoContact: "Client sans nouvelles du prestataire",
    noContact:
      "Le client du projet n° {id:number} signale que le prestataire qui l'a accepté ne l'a pas encore appelé. Appelez le prestataire ou le client, puis marquez le signalement comme traité sur la page du projet.",
    noAgreement:
      "Le prestataire du projet n° {id:number} indique qu'aucun accord n'a pu être trouvé avec le client. Le client a été prévenu que le réseau le recontacterait si nécessaire. Attribuez le projet à un autre prestataire ou annulez-le. Les précisions du prestataire figurent sur la page du projet.",
    reason: "Motif",
    refusals: "Refus",
    refused: "Le projet n° {id:number} a été refusé et aucun autre prestataire ne peut le reprendre. Attribuez-le à un prestataire ou annulez-le.",
    noProviderAfterServiceChange:
      "Après le changement de service du projet n° {id:number}, aucun prestataire ne propose ce service dans cette commune (ceux qui ont refusé le projet sont écartés). Attribuez-le à un prestataire ou annulez-le.",
    manual: "Le projet n° {id:number} porte sur un service qui ne figure pas dans la liste. Le client a été prévenu qu'il serait contacté dans les 24 heures.",
    noProvider:
      "Aucun prestataire ne propose ce service dans cette commune pour le projet n° {id:number}. Le client attend un contact dans les deux jours ouvrables.",
    statusLowRating: "Client mécontent",
    lowRating:
      "Le client du projet n° {id:number} a donné la note de {rating:number} sur 5 au travail réalisé. Appelez-le pour comprendre ce qui n'a pas été, puis voyez avec le prestataire. Son commentaire éventuel figure sur la page du projet.",
    rating: "Note",
    ratingValue: "{rating:number} sur 5",
    provider: "Prestataire",
    statusComplaint: "Réclamation du client",
    complaint:
      "Le client du projet n° {id:number} signale un problème après les travaux. Lisez son message sur la page du projet, contactez-le, puis marquez la réclamation comme traitée.",
    link: "Ouvrir le projet\u00a0:",
  },
  /** `network-morning-summary`: each working morning, what needs the network (docs/product/notifications.md, "The morning summary"). */
  morningSummary: {
    subject: "Point du matin du {day:string}",
    intro: "Voici ce qui attend le réseau ce matin. Chaque nombre est celui de la liste que le lien ouvre, au moment de cet e-mail.",
    item: "{name:string} : {count:string}",
    othersEmpty: "Les autres listes sont vides.",
    dashboard: "Tableau de bord du réseau :",
    why: "Cet e-mail part chaque jour ouvrable à 8 h, quand au moins une liste attend le réseau.",
  },
  /** `provider-absence-recorded`: to a provider the network recorded an absence for (docs/product/absences.md). */
  absenceRecorded: {
    subject: "Absence enregistrée par le réseau : {days:string}",
    text: "Le réseau a enregistré une absence pour vous, du {from:string} au {to:string} inclus : pendant ces jours, aucune nouvelle demande ne vous sera transmise. Si ce n'est pas correct, supprimez-la dans votre espace professionnel ou contactez le réseau.",
    link: "Voir mes absences :",
  },
  /** `provider-absence-removed`: to a provider whose absence the network removed. */
  absenceRemoved: {
    subject: "Absence supprimée par le réseau : {days:string}",
    text: "Le réseau a supprimé votre absence du {from:string} au {to:string} : de nouvelles demandes peuvent à nouveau vous être transmises pendant ces jours. Si votre absence tient toujours, enregistrez-la à nouveau dans votre espace professionnel.",
    link: "Voir mes absences :",
  },
  /** `provider-login-invitation`: to the person the network gave a web login of a provider (docs/product/consoles.md, "Web logins"). */
  loginInvitation: {
    subject: "Votre accès à l'espace professionnel du prestataire {provider:string}",
    greeting: "Bonjour {givenName:string},",
    text: "Le réseau vous a ouvert un accès à l'espace professionnel du prestataire {provider:string}. Vous y recevez les projets qui lui sont attribués, vous les acceptez ou les refusez, et vous y déposez la facture une fois les travaux terminés.",
    howTo:
      "Pour vous connecter, ouvrez le lien ci-dessous, choisissez « Se connecter » et identifiez-vous avec l'adresse {email:string}, celle à laquelle vous recevez ce message. Cette adresse doit être confirmée auprès de votre fournisseur d'identité.",
    link: "Se connecter à l'espace professionnel :",
    unexpected: "Vous ne vous attendiez pas à ce message ? Prévenez le réseau : il supprimera cet accès.",
  },
  /** `provider-no-contact`: to the provider, when the customer says it has not called yet (docs/product/customer-controls.md). */
  providerNoContact: {
    subject: "Projet n° {id:number} : le client attend toujours votre appel",
    text: "Vous avez accepté le projet ci-dessous, mais le client nous signale être toujours sans nouvelles de votre part. Appelez-le au plus vite : ses coordonnées sont sur la page du projet. Notre réseau suit le projet.",
    link: "Voir le projet dans votre espace professionnel :",
  },
  /** `provider-files-added`: to the provider of a project whose customer added files; no customer data. */
  providerFilesAdded: {
    subject: "Projet n° {id:number} : le client a ajouté des fichiers",
    text: "Le client a ajouté des photos ou des documents au projet ci-dessous. Vous les trouverez sur la page du projet, dans votre espace professionnel.",
    link: "Voir le projet dans votre espace professionnel :",
  },
  /** `provider-visit-change`: to the provider, when its customer asks for another time for the visit. */
  providerVisitChange: {
    subject: "Projet n° {id:number} : le client demande un autre moment pour le rendez-vous",
    text: "Le moment prévu pour le rendez-vous ne convient plus au client du projet ci-dessous. Appelez-le pour convenir d'un autre moment, puis déplacez le rendez-vous sur la page du projet : le client en recevra la confirmation.",
    link: "Voir le projet dans votre espace professionnel\u00a0:",
  },
  /** `provider-addition`: to the provider, when the customer adds to the request's description (docs/product/customer-controls.md). */
  providerAddition: {
    subject: "Projet n° {id:number} : le client a ajouté une précision",
    text: "Le client a ajouté une précision à la description du projet ci-dessous. Vous la trouverez sur la page du projet, dans votre espace professionnel.",
    link: "Voir le projet dans votre espace professionnel :",
  },
  /** `provider-project-withdrawn`: to the provider, when the customer withdraws (docs/product/customer-controls.md). */
  providerWithdrawn: {
    subject: "Projet n° {id:number} retiré par le client",
    text: "Le client a retiré le projet ci-dessous. Ne le contactez plus à ce sujet : le projet reste visible, annulé, dans votre espace professionnel.",
    link: "Voir la demande dans votre espace professionnel :",
  },
  /** `customer-data-erased`: to the customer, after erasure; no name. */
  dataErased: {
    subject: "Vos données de la demande n° {id:number} ont été effacées",
    text: "Comme vous l'avez demandé, vos données personnelles liées à la demande n° {id:number} ont été effacées : nom, coordonnées, adresse, description et photos. Nous ne gardons que des données anonymes (service, code postal, dates et statuts). Le lien de suivi ne fonctionne plus.",
    afterSend: "Nous ne gardons ni copie de cet e-mail ni votre adresse.",
  },
  /** `customer-status-link`: a fresh status link ("lost link"). */
  statusLink: {
    subject: "Votre nouveau lien de suivi pour la demande n° {id:number}",
    text: "Vous avez demandé un nouveau lien pour suivre votre demande n° {id:number} ({service:string}). L'ancien lien ne fonctionne plus.",
    link: "Suivre votre demande :",
    validity: "Ce lien est personnel et valable jusqu'au {date:string}. Ne le partagez pas.",
    ignore: "Vous n'avez rien demandé ? Quelqu'un a peut-être saisi votre adresse par erreur : utilisez désormais ce nouveau lien.",
  },
  /** `customer-complaint-received`: to the customer, the acknowledgement of a problem reported after the job (docs/product/customer-controls.md). */
  complaintReceived: {
    subject: "Nous avons bien reçu votre message pour la demande n° {id:number}",
    text: "Vous nous avez signalé le {date:string} un problème après les travaux de votre demande n°\u00a0{id:number}. Notre équipe va lire votre message et vous contactera.",
    textByNetwork:
      "Vous avez signalé à notre équipe, le {date:string}, un problème après les travaux de votre demande n°\u00a0{id:number}. Nous l'avons noté ci-dessous ; notre équipe vous contactera.",
    message: "Votre message",
    lostLink: "Vous pouvez suivre votre demande sur sa page de suivi. Vous n'avez plus le lien\u00a0? Demandez-en un nouveau\u00a0:",
  },
  /** `customer-email-changed`: to the new address the customer gave. */
  emailChanged: {
    subject: "Votre nouvelle adresse e-mail pour la demande n° {id:number}",
    text: "Vous avez indiqué cette adresse e-mail pour votre demande n°\u00a0{id:number}. Nous vous écrirons désormais à cette adresse. Le lien de suivi de votre demande a été envoyé à votre adresse précédente et reste valable.",
    ignore: "Vous ne connaissez pas cette demande ? Quelqu'un a sans doute saisi votre adresse par erreur : vous pouvez ignorer ce message.",
    /** The lost-link page: it sends a new status link to the address the request now has, this one. */
    lostLink: "Vous n'avez pas ce lien ou ne le retrouvez plus\u00a0? Demandez-en un nouveau, il sera envoyé à cette adresse\u00a0:",
  },
  /** `customer-email-changed-previous`: to the address the request had before the change. */
  emailChangedPrevious: {
    subject: "L'adresse e-mail de votre demande n° {id:number} a changé",
    text: "L'adresse e-mail de votre demande n° {id:number} vient d'être remplacée par une autre. Nos prochains e-mails au sujet de cette demande iront à la nouvelle adresse.",
    undo: "Ce changement ne vient pas de vous ? Ouvrez le lien de suivi reçu lors de votre demande (il reste valable) et corrigez l'adresse, ou ignorez ce message si cette demande ne vous dit rien.",
  },
  /** `customer-rating-request`: when the job is completed. */
  ratingRequest: {
    subject: "Votre avis sur l'intervention pour la demande n° {id:number}",
    text: "Le professionnel a terminé l'intervention pour votre demande n° {id:number} ({service:string}). Comment cela s'est-il passé ? Donnez une note de 1 à 5 et, si vous le souhaitez, un commentaire.",
    link: "Donner mon avis :",
    validity:
      "Ce lien peut être utilisé une seule fois, jusqu'au {date:string}. Votre avis reste privé : le professionnel voit la note et le commentaire, jamais votre nom.",
  },
  /** `provider-project-cancelled-by-network`: to the provider that had to answer or had accepted, when the network cancels the project. */
  providerNetworkCancelled: {
    subject: "Projet n° {id:number} annulé par le réseau",
    text: "Le réseau a annulé le projet ci-dessous. Ne contactez plus le client à ce sujet\u00a0: le projet reste visible, annulé, dans votre espace professionnel.",
    link: "Voir le projet dans votre espace professionnel\u00a0:",
  },
  /** `provider-project-reassigned`: to the provider that had to answer or had accepted, when the network gives the project to another one. */
  providerNetworkReassigned: {
    subject: "Projet n° {id:number} confié à un autre prestataire",
    text: "Le réseau a confié le projet ci-dessous à un autre prestataire. Il ne vous est plus attribué\u00a0: ne contactez plus le client à ce sujet.",
    link: "Voir vos projets dans votre espace professionnel\u00a0:",
  },
  /** `provider-invoice-changed-by-network`: to the provider of a completed project whose invoice the network replaced or whose amount it corrected. */
  providerInvoiceChanged: {
    subject: "Projet n° {id:number} : facture modifiée par le réseau",
    textReplaced: "Le réseau a remplacé le fichier de votre facture pour le projet ci-dessous. Si ce n'est pas ce qui était convenu, contactez le réseau.",
    textCorrected: "Le réseau a corrigé le montant de votre facture pour le projet ci-dessous. Si ce n'est pas ce qui était convenu, contactez le réseau.",
    amount: "Montant (TVA comprise)",
    amountChange: "{from:string} → {to:string}",
    link: "Voir le projet dans votre espace professionnel\u00a0:",
  },
  /** `customer-cancelled-by-network`: to the customer, when the network cancels the request. */
  customerNetworkCancelled: {
    subject: "Votre demande n° {id:number} a été annulée",
    text: "Notre équipe a annulé votre demande n° {id:number} ({service:string}). Aucun professionnel ne vous contactera à son sujet.",
    ask: "Une question sur cette annulation\u00a0? Écrivez à notre équipe\u00a0: {mailbox:string}",
    newRequest: "Vous avez encore besoin d'un professionnel\u00a0? Introduisez une nouvelle demande\u00a0:",
  },
  /** `customer-provider-replaced`: to the customer, when the network gives an accepted request to another provider. */
  customerProviderReplaced: {
    subject: "Votre demande n° {id:number}\u00a0: un autre professionnel va vous contacter",
    text: "Notre équipe a confié votre demande n° {id:number} ({service:string}) à un autre professionnel de notre réseau. Le professionnel dont nous vous avions envoyé les coordonnées ne s'en occupe plus.",
    next: "Le nouveau professionnel vous contactera pour convenir d'un rendez-vous. Dès qu'il aura accepté votre demande, nous vous enverrons ses coordonnées.",
    ask: "Une question\u00a0? Écrivez à notre équipe\u00a0: {mailbox:string}",
  },
  /**
   * `customer-visit-planned`: to the customer, when the provider notes or moves the visit agreed with
   * them, with the visit as a calendar file (docs/product/customer-controls.md, "Visit planned").
   */
  visitPlanned: {
    subject: "Votre rendez-vous pour la demande n° {id:number}",
    subjectMoved: "Votre rendez-vous pour la demande n° {id:number} a été déplacé",
    planned: "{provider:string} confirme le rendez-vous convenu avec vous pour votre demande n° {id:number} ({service:string}).",
    moved: "{provider:string} a déplacé le rendez-vous pour votre demande n° {id:number} ({service:string}). Il était prévu le {previous:string}.",
    when: "Rendez-vous",
    professional: "Professionnel",
    address: "Adresse",
    calendar: "Le fichier joint ajoute ce rendez-vous à votre agenda.",
    change: "Un empêchement ? Appelez directement ce professionnel pour convenir d'un autre moment.",
    /** The calendar event's title, as the customer's calendar lists it. */
    eventTitle: "Rendez-vous : {service:string} ({provider:string})",
    eventDescription: "Demande n° {id:number}. Pour changer de moment, appelez {provider:string} au {phone:string}.",
    fileName: "rendez-vous.ics",
    /** A letterbox number in the visit's address. */
    box: "boîte {bus:string}",
  },
  /** `customer-visit-reminder`: to the customer at 17:00 the day before the visit (docs/product/customer-controls.md, "The day before"). */
  visitReminder: {
    subject: "Rappel : votre rendez-vous de demain pour la demande n° {id:number}",
    text: "Petit rappel : {provider:string} passe chez vous demain, {when:string}, pour votre demande n° {id:number} ({service:string}).",
    change: "Un empêchement ? Prévenez ce professionnel dès que possible, par téléphone.",
  },
} satisfies BaseTranslation;

export default mail;
