/**
 * FR dictionary section `customerControls`: what home owners can do themselves from their status
 * page (withdraw, erase…) and the refusals (rules in docs/product/customer-controls.md). The e-mails
 * these actions send are in the server-only `mail` namespace (fr/mail/index.ts).
 */
const customerControls = {
  // Status page
  actionsTitle: "Gérer ma demande",
  cancel: "Annuler",
  stageWithdrawn: "Vous avez retiré cette demande. Elle ne sera plus transmise à aucun professionnel.",
  /** Accepted, until the moment has passed: by when the provider is to call (docs/product/customer-controls.md, "Call by"). */
  callBy:
    "{name:string} doit vous appeler au plus tard le {day:string} à {time:string}. Sans nouvelles à ce moment-là, vous pourrez nous le signaler sur cette page.",
  /** Accepted: the provider said it called (docs/product/customer-controls.md, "Call by"). */
  calledAt: "{name:string} indique vous avoir appelé le {day:string} à {time:string}.",
  visitAt: "Rendez-vous prévu avec {name:string} le {day:string} à {time:string}.",
  /** Downloads the visit as a calendar file, the same as the visit's mail carries. */
  addToCalendar: "Ajouter à mon agenda",
  /** "Another time" (docs/product/customer-controls.md): the visit's time no longer suits. */
  visitChangeButton: "Ce moment ne me convient plus",
  visitChangeConfirmTitle: "Demander un autre moment ?",
  visitChangeConfirmText:
    "Nous prévenons {name:string} par e-mail : le professionnel vous appellera pour convenir d'un autre moment. Le rendez-vous reste noté jusque-là.",
  visitChangeConfirm: "Oui, demander",
  visitChangeSent: "C'est demandé : le professionnel est prévenu et va vous appeler pour convenir d'un autre moment.",
  visitChangeOpen: "Le {day:string} à {time:string}, vous avez demandé un autre moment : {name:string} va vous appeler pour le convenir.",
  visitChangeAlreadyAsked: "Vous avez déjà demandé un autre moment : le professionnel va vous appeler.",
  visitChangeNotAllowed: "Un autre moment ne peut être demandé que pour un rendez-vous prévu et encore à venir.",
  newRequestHelp: "Vous avez encore besoin d'un professionnel ?",
  newRequest: "Introduire une nouvelle demande",
  withdrawButton: "Retirer ma demande",
  withdrawHelp: "Vous n'avez plus besoin d'un professionnel ? Retirez votre demande : elle ne sera plus transmise.",
  withdrawConfirmTitle: "Retirer votre demande ?",
  withdrawConfirmText:
    "Votre demande sera annulée et plus aucun professionnel ne vous contactera à son sujet. Vous ne pourrez pas la réactiver : il faudra en introduire une nouvelle.",
  withdrawConfirm: "Oui, retirer ma demande",
  withdrawKeep: "Non, garder ma demande",
  contactProviderInstead:
    "Un professionnel a accepté votre demande. Pour l'annuler ou modifier un rendez-vous, contactez-le directement avec les coordonnées ci-dessus.",
  eraseButton: "Effacer mes données",
  eraseHelp:
    "Votre demande n'est plus en cours. Vous pouvez effacer vos données personnelles : nous ne garderons que des données anonymes (service, code postal, dates et statuts).",
  eraseConfirmTitle: "Effacer définitivement vos données ?",
  eraseConfirmText:
    "Votre nom, vos coordonnées, votre adresse, votre description et vos photos seront effacés. Cette action est irréversible : ni vous ni nous ne pourrons les récupérer, et ce lien de suivi ne fonctionnera plus. Vous recevrez un dernier e-mail de confirmation.",
  eraseConfirm: "Oui, effacer définitivement",
  eraseKeep: "Non, garder mes données",
  erasedTitle: "Vos données ont été effacées",
  erasedText:
    "Vos données personnelles liées à cette demande ont été effacées. Ce lien de suivi ne fonctionne plus. Un e-mail de confirmation vous a été envoyé.",
  actionFailed: "L'action n'a pas pu être effectuée. Veuillez réessayer dans un instant.",

  // Download my data
  exportHelp: "Téléchargez tout ce que nous conservons sur cette demande : un fichier JSON lisible par une machine, ou une page à imprimer.",
  exportFileName: "demande-{id:number}",
  exportJson: "Télécharger mes données (JSON)",
  exportPrintable: "Version imprimable",
  exportTitle: "Vos données – demande n° {id:number}",
  exportIntro: "Voici toutes les données que nous conservons sur votre demande, au {date:string}.",
  exportPrint: "Imprimer",
  exportRequest: "Votre demande",
  exportContact: "Vos coordonnées",
  exportAnswers: "Vos réponses",
  exportConsents: "Vos consentements",
  exportHistory: "Historique des statuts",
  exportNotes: "Notes de notre équipe sur votre demande",
  exportFiles: "Vos fichiers",
  exportAdditions: "Vos précisions ajoutées à la demande",
  exportProvider: "Votre professionnel",
  exportReference: "Numéro de demande",
  exportSentOn: "Envoyée le",
  exportService: "Service",
  exportMunicipality: "Commune",
  exportDescription: "Description",
  exportLanguage: "Langue",
  exportInsurerCustomer: "Client de l'assureur",
  exportStatus: "Statut actuel",
  exportStatusWithdrawn: "{status:string} (vous avez retiré cette demande)",
  exportFirstName: "Prénom",
  exportLastName: "Nom",
  exportMobile: "GSM",
  exportEmail: "E-mail",
  exportStreet: "Rue et numéro",
  exportBox: "Boîte",
  exportCallTimes: "Moments d'appel préférés",
  exportCallTimesAny: "à tout moment",
  exportConsentPrivacy: "Politique de confidentialité",
  exportConsentMarketing: "Offres commerciales",
  exportConsentGiven: "accepté le {date:string} (version du texte : {version:string})",
  exportConsentNotGiven: "non accepté",
  exportConsentWithdrawn: "retiré le {date:string}",
  exportBy: "par {actor:string}",
  exportActorCustomer: "vous",
  exportActorNetwork: "le réseau",
  exportActorProvider: "le professionnel",
  exportActorSystem: "le système",
  exportProviderCalled: "Appel noté par le professionnel le",
  exportVisit: "Rendez-vous prévu le",
  exportVisitChange: "Autre moment demandé le",
  exportNoContactReported: "Sans nouvelles du professionnel, signalé le",
  exportNoAgreement: "Pas d'accord avec le professionnel",
  exportNoAgreementReason: "Motif indiqué par le professionnel",
  exportNoAgreementText: "Précisions du professionnel",
  exportInvoice: "Facture du professionnel",
  exportRating: "Votre avis",
  exportRatingAskedOn: "Demandé le",
  exportRatingScore: "Note",
  exportRatingScoreValue: "{score:number} sur 5",
  exportRatingComment: "Commentaire",
  exportRatingNotGiven: "pas encore donné",
  exportRatingFollowedUp: "Notre équipe vous a rappelé le",
  exportMails: "E-mails que nous vous avons envoyés",
  exportMailTo: "à {address:string}",
  exportMailPending: "pas encore envoyé",
  exportNoMails: "Aucun e-mail.",
  exportNoFiles: "Aucun fichier.",
  exportFileLinkNote: "Les liens vers les fichiers sont valables 5 minutes.",
  exportYes: "oui",
  exportNo: "non",

  // Lost link
  lostLinkTitle: "Recevoir un nouveau lien de suivi",
  lostLinkIntro:
    "Vous avez perdu le lien de suivi de votre demande ? Indiquez l'adresse e-mail utilisée pour la demande : chaque demande en cours ou récente recevra un nouveau lien par e-mail.",
  lostLinkEmail: "Votre adresse e-mail",
  lostLinkSubmit: "Envoyer un nouveau lien",
  lostLinkSpam: "Le message peut mettre quelques minutes à arriver : pensez à regarder aussi dans vos courriers indésirables.",
  lostLinkSent:
    "Si une demande en cours ou récente est liée à cette adresse, un nouveau lien de suivi vient d'y être envoyé. Les anciens liens ne fonctionnent plus.",
  lostLinkAsk: "Lien perdu ou expiré ? Recevez un nouveau lien par e-mail.",

  // Correct contact details
  correctHelp:
    "Votre numéro de GSM, votre adresse e-mail, votre rue ou votre numéro a changé ? Corrigez-les tant qu'aucun professionnel ne s'occupe de votre demande. Vous changez de commune ? Retirez cette demande et introduisez-en une nouvelle.",
  correctButton: "Corriger mes coordonnées",
  correctTitle: "Corriger vos coordonnées",
  correctText:
    "Le professionnel qui reçoit votre demande verra les nouvelles coordonnées. Si vous changez d'adresse e-mail, nous vous enverrons une confirmation à la nouvelle adresse.",
  correctConfirm: "Enregistrer",
  correctMobile: "Numéro de GSM",
  correctEmail: "Adresse e-mail",
  correctStreet: "Rue et numéro",
  correctBox: "Boîte (facultatif)",
  addFilesHelp:
    "Vous avez oublié une photo ou un document ? Vous pouvez en ajouter tant que la demande n'est pas clôturée : PNG, JPG ou PDF, {size:string} par fichier.",
  addFilesCount: "{count:number} fichier{{s}} sur {max:number}",
  addFilesButton: "Ajouter des photos ou documents",
  addFilesFull: "Vous avez joint le maximum de {max:number} fichiers.",
  filesAdded: "Vos fichiers ont été ajoutés à la demande.",
  filesMissing: "Choisissez au moins un fichier.",
  filesNotAllowed: "Vous ne pouvez plus ajouter de fichiers : la demande est clôturée ou annulée.",
  sentFilesTitle: "Vos fichiers",
  /** The button shows `sentFileRemoveShort`: its name starts with it (WCAG 2.5.3). */
  sentFileRemove: "Supprimer {name:string}",
  sentFileRemoveShort: "Supprimer",
  sentFileRemoveTitle: "Supprimer ce fichier de votre demande ?",
  sentFileRemoveText:
    "« {name:string} » sera effacé : ni le professionnel ni le réseau ne pourront plus le voir. Vous pourrez ajouter un autre fichier ensuite.",
  sentFileRemoveConfirm: "Oui, supprimer le fichier",
  fileRemoved: "Le fichier a été supprimé de votre demande.",
  fileRemoveNotAllowed: "Vous ne pouvez plus supprimer de fichiers : la demande est clôturée ou annulée.",
  fileNotInRequest: "Ce fichier ne fait plus partie de votre demande.",
  contactCorrected: "Vos coordonnées ont été corrigées.",
  correctNotAllowed:
    "Vos coordonnées ne peuvent plus être corrigées ici : un professionnel a accepté la demande ou elle est clôturée. Contactez directement le professionnel.",

  // When to call me
  callTimesTitle: "Quand préférez-vous qu'on vous appelle ?",
  callTimesHelp: "Le professionnel en tiendra compte. Sans choix : à tout moment de la journée.",
  callTimesMorning: "Le matin (8 h – 12 h)",
  callTimesAfternoon: "L'après-midi (12 h – 17 h)",
  callTimesEvening: "En soirée (17 h – 20 h)",
  callTimesSave: "Enregistrer mes préférences",
  callTimesSaved: "Vos préférences d'appel ont été enregistrées.",
  callTimesNotAllowed: "La demande est clôturée : il n'est plus utile d'indiquer quand vous appeler.",
  /** "Add to my request" (docs/product/customer-controls.md). */
  additionsTitle: "Vos précisions",
  additionsHelp: "Un détail oublié, un changement ? Ajoutez-le à votre demande : le professionnel et notre réseau le liront sous votre description.",
  additionsButton: "Ajouter une précision",
  additionsFull: "Vous avez ajouté le maximum de {max:number} précisions.",
  additionDialogTitle: "Ajouter une précision à votre demande",
  additionDialogText: "Le professionnel et notre réseau la liront sous votre description. Une fois ajoutée, elle ne peut plus être modifiée.",
  additionLabel: "Votre précision",
  additionCount: "{count:number} caractère{{s}} sur {max:number}",
  additionConfirm: "Ajouter à ma demande",
  additionAdded: "Votre précision a été ajoutée à la demande.",
  additionByNetwork: "Ajoutée par notre réseau, à votre demande",
  additionsNotAllowed: "Vous ne pouvez plus rien ajouter : la demande est clôturée ou annulée.",
  additionsLimit: "Cette demande a reçu le nombre maximum de précisions.",

  // Not contacted yet
  noContactTitle: "Pas encore de nouvelles du professionnel ?",
  noContactHelp:
    "Le professionnel qui a accepté votre demande doit vous appeler pour convenir d'un rendez-vous. S'il ne l'a pas encore fait, dites-le-nous : nous le lui rappelons et notre réseau suit votre demande.",
  noContactButton: "Je suis toujours sans nouvelles",
  noContactConfirmTitle: "Signaler que vous êtes sans nouvelles du professionnel ?",
  noContactConfirmText: "Nous prévenons le professionnel par e-mail et notre réseau suit votre demande jusqu'à ce que le contact soit pris.",
  noContactConfirm: "Oui, signaler",
  noContactReported: "Merci, c'est signalé. Le professionnel est prévenu et notre réseau suit votre demande.",
  noContactOpen: "Le {day:string} à {time:string}, vous nous avez signalé être toujours sans nouvelles du professionnel. Notre réseau suit votre demande.",
  noContactAlreadyReported: "Vous nous l'avez déjà signalé : notre réseau suit votre demande.",
  noContactNotAllowed: "Ce signalement n'est possible que lorsqu'un professionnel a accepté votre demande et ne l'a pas encore clôturée.",
  noContactNotYet: "Le professionnel a accepté votre demande il y a peu : laissez-lui un jour ouvrable pour vous appeler avant de nous le signaler.",

  // Replies of the domain
  withdrawn: "Votre demande a été retirée.",
  withdrawNotAllowed: "Cette demande ne peut plus être retirée : un professionnel l'a acceptée ou elle est déjà clôturée.",
  erased: "Vos données ont été effacées.",
  eraseNotAllowed: "Vos données ne peuvent être effacées que lorsque la demande est clôturée, annulée ou retirée.",
  // The same refusals as the network console reads them, doing it for a customer
  eraseNotAllowedForNetwork: "Les données du client ne peuvent être effacées qu'une seule fois, après la clôture, l'annulation ou le retrait de la demande.",
  filesNotAllowedForNetwork: "Plus aucun fichier ne peut être ajouté pour le client : la demande est clôturée ou annulée.",
  additionsNotAllowedForNetwork: "Plus rien ne peut être ajouté pour le client : la demande est clôturée ou annulée.",
  fileRemoveNotAllowedForNetwork: "Les fichiers du client ne peuvent plus être supprimés : la demande est clôturée ou annulée.",
  statusLinkNotAllowedForNetwork: "Aucun lien de suivi ne peut plus être envoyé : les données du client ont été effacées.",
  fileNotInRequestForNetwork: "Ce fichier ne fait plus partie de la demande.",
  correctNotAllowedForNetwork: "Les coordonnées du client ne peuvent plus être corrigées : un professionnel a accepté la demande ou elle est clôturée.",
  crossSiteRefused: "Cette action doit être faite depuis la page de suivi de votre demande.",

  // Consoles
  withdrawnBadgeTitle: "Motif de l'annulation : retirée par le client",
  withdrawnBadge: "Retirée par le client",
  erasedBadge: "Données personnelles effacées",

  // Marketing (RFC 8058 one-click unsubscribe and the status page's choice)
  unsubscribePageTitle: "Désinscription des offres commerciales",
  unsubscribePageText:
    "Confirmez que vous ne souhaitez plus recevoir d'informations ni d'offres de notre compagnie d'assurance. Cela vaut pour toutes les demandes faites avec la même adresse e-mail.",
  unsubscribePageButton: "Me désinscrire",
  unsubscribedTitle: "Vous êtes désinscrit",
  unsubscribedText:
    "Vous ne recevrez plus d'informations ni d'offres de notre compagnie d'assurance, pour aucune des demandes faites avec cette adresse e-mail. Vous pouvez changer d'avis sur la page de suivi d'une demande, tant que son lien est valable.",
  unsubscribeInvalid: "Ce lien de désinscription n'est pas valide.",
  unsubscribeInvalidText:
    "Il est peut-être incomplet : copiez-le en entier depuis l'e-mail. Vous pouvez aussi faire ce choix sur la page de suivi de votre demande.",
  unsubscribeNothingTitle: "Vous ne recevez pas nos offres commerciales",
  unsubscribeNothingText:
    "Aucune inscription à nos offres commerciales n'est enregistrée pour cette adresse e-mail, ou elle a déjà été retirée : il n'y a rien à faire. Vous pouvez changer d'avis sur la page de suivi d'une demande, tant que son lien est valable.",
  unsubscribeErasedText:
    "Les données personnelles de cette demande ont été effacées, votre adresse e-mail comprise : nous ne vous enverrons plus rien à son sujet, ni offres commerciales ni autres messages.",
  marketingTitle: "Offres commerciales",
  marketingGivenText: "Vous acceptez actuellement de recevoir des informations et des offres de notre compagnie d'assurance.",
  marketingWithdrawnText: "Vous ne recevez pas d'informations ni d'offres de notre compagnie d'assurance.",
  marketingWithdrawButton: "Ne plus recevoir d'offres",
  marketingGiveButton: "Recevoir les offres",
  marketingWithdrawConfirmTitle: "Ne plus recevoir d'offres ?",
  marketingWithdrawConfirmText:
    "Vous ne recevrez plus d'informations ni d'offres de notre compagnie d'assurance, pour aucune des demandes faites avec cette adresse e-mail. Les e-mails liés à vos demandes continuent d'arriver.",
  marketingGiveConfirmTitle: "Recevoir les offres ?",
  marketingGiveConfirmText:
    "Vous acceptez de recevoir des informations et des offres de notre compagnie d'assurance. Vous pouvez retirer ce choix à tout moment.",
  marketingConfirm: "Confirmer",
  marketingWithdrawn: "C'est noté : vous ne recevrez plus d'offres commerciales.",
  marketingGiven: "C'est noté : vous recevrez nos informations et offres.",
  // Rating after the job
  invoiceTitle: "Facture du professionnel",
  invoiceText: "{provider:string} a déposé sa facture pour ces travaux. Gardez-la, par exemple pour votre assureur.",
  invoiceOpen: "Ouvrir la facture (PDF)",
  ratingSaved: "Votre avis a été enregistré.",
  ratingSavedLow: "Votre avis a été enregistré. Nous sommes désolés que l'intervention ne vous ait pas satisfait : notre équipe vous appellera pour en parler.",
  ratingInvalid: "Ce lien d'évaluation n'est pas valide.",
  ratingUsed: "Vous avez déjà donné votre avis pour cette demande. Merci !",
  ratingExpired: "Ce lien d'évaluation a expiré : il était valable 30 jours.",
  ratingErased: "Ce lien d'évaluation n'est plus valable : les données de cette demande ont été effacées.",
  ratingNotYet: "Vous pourrez donner votre avis une fois les travaux terminés.",
  ratingOnStatusIntro:
    "Les travaux sont terminés. Votre avis aide le réseau à choisir de bons professionnels. Il reste privé : le professionnel voit la note et le commentaire, jamais votre nom. Vous pouvez le donner jusqu'au {date:string}.",
  ratingOnStatusGiven: "Vous avez donné la note de {rating:number} sur 5. Merci pour votre avis.",
  ratingOnStatusGivenLow:
    "Vous avez donné la note de {rating:number} sur 5. Nous sommes désolés que l'intervention ne vous ait pas satisfait : notre équipe vous appellera pour en parler.",
  ratingOutOfRange: "Choisissez une note de 1 à 5.",
  ratingCommentTooLong: "Le commentaire ne peut pas dépasser 1000 caractères.",
  ratingPageTitle: "Votre avis sur l'intervention",
  ratingPageIntro:
    "Demande n° {id:number}. Votre avis aide le réseau à choisir de bons professionnels. Il reste privé : le professionnel voit la note et le commentaire, jamais votre nom.",
  ratingScoreLabel: "Votre note",
  ratingScores: "1 – Très insatisfait|2 – Insatisfait|3 – Correct|4 – Satisfait|5 – Très satisfait",
  ratingCommentLabel: "Commentaire (facultatif)",
  ratingCommentHelp: "1000 caractères au maximum. N'y mettez pas de données personnelles.",
  ratingSubmit: "Envoyer mon avis",
  ratingChooseScore: "Choisissez une note de 1 à 5.",
  ratingThanksTitle: "Merci pour votre avis",
  ratingsTitle: "Avis des clients",
  ratingsAverage: "Moyenne : {average:string}/5 sur {count:number} avis",
  ratingsNone: "Pas encore d'avis.",
  ratingsPrivate: "Les avis sont privés : ils ne sont pas publiés et ne montrent pas le nom du client.",
  projectRatingTitle: "Avis du client",
  projectRatingGiven: "{rating:number}/5, le {date:string}",
  projectRatingFollowedUp: "client rappelé le {date:string}",
  projectRatingPending: "Avis demandé le {date:string}, pas encore donné.",
  ratingNoComment: "Sans commentaire",
  /** The export's current status where the status page draws no current step (customerStageName in src/shared/customer-stage.ts). */
  exportStageNoAgreement: "Pas d'accord avec le professionnel",
  exportStageCancelled: "Demande annulée",
};

export default customerControls;
