import type { NamespaceMailTranslation } from "../../i18n-types";

/** NL namespace `mail` (server only; see the FR file). */
const mail: NamespaceMailTranslation = {
  common: {
    greeting: "Goedendag,",
    greetingNamed: "Beste {firstName},",
    signature: "Met vriendelijke groeten,\nHet team van Diensten aan huis",
    insurer: "Deze dienst wordt u aangeboden door {insurer}.",
    versionBelow: "(Nederlandstalige versie hieronder)",
    request: "Project",
    /** A request's number as the status page writes it. */
    number: "nr. {id}",
    service: "Dienst",
    municipality: "Gemeente",
    status: "Status",
    unsubscribeText: "Commerciële aanbiedingen van onze verzekeringsmaatschappij: u beslist. Wilt u er geen ontvangen, dan volstaat één klik.",
    unsubscribeLink: "Geen commerciële aanbiedingen ontvangen",
  },
  providerAssignment: {
    subject: "Nieuw project nr. {id}: {service} in {municipality}",
    intro: "Er werd een nieuw project aan u toegewezen.",
    serviceChangedSubject: "Project nr. {id}: dienst gewijzigd in {service}",
    serviceChangedIntro:
      "Het netwerk heeft de dienst ‘{previous}’ van dit project vervangen door de dienst hieronder. Het blijft aan u toegewezen: laat ons weten of u het voor deze dienst aanvaardt.",
    link: "Bekijk het project en laat weten of u het aanvaardt:",
    answerBefore: "Gelieve uiterlijk op {deadline} te antwoorden. Zonder antwoord binnen twee werkdagen gaat het project naar een andere vakman.",
    customerAfterSignIn: "De gegevens van de klant ziet u na aanmelding.",
  },
  providerReminder: {
    subject: "Herinnering: project nr. {id} wacht op uw antwoord",
    intro: "Dit project werd aan u toegewezen en wacht nog op uw antwoord.",
    link: "Bekijk het project en laat weten of u het aanvaardt:",
    answerBefore: "Gelieve uiterlijk op {deadline} te antwoorden. Zonder antwoord gaat het project naar een andere vakman.",
  },
  customerConfirmation: {
    subject: "We hebben uw aanvraag nr. {id} goed ontvangen",
    greeting: "Beste {firstName},",
    thanks: "Bedankt voor uw aanvraag. We hebben ze goed ontvangen.",
    reference: "Nummer van uw aanvraag",
    nextHeading: "Hoe gaat het nu verder?",
    nextProvider: "Een vakman uit ons netwerk neemt binnen twee werkdagen contact met u op om een afspraak te maken.",
    nextManual: "Uw aanvraag gaat over een dienst die niet in onze lijst staat. Ons team bekijkt ze en neemt binnen 24 uur contact met u op.",
    nextNoProvider: "We hebben nog geen vakman voor deze dienst in uw gemeente. Ons team zoekt een oplossing en neemt binnen twee werkdagen contact met u op.",
    link: "Volg uw aanvraag op elk moment via deze link:",
    linkValidUntil: "Deze link is persoonlijk en geldig tot {date}. Deel hem met niemand.",
    linkPersonal: "Deze link is persoonlijk. Deel hem met niemand.",
  },
  providerAccepted: {
    subject: "Uw aanvraag nr. {id} werd aanvaard door een vakman",
    news: "Goed nieuws: {provider} heeft uw aanvraag nr. {id} ({service}) aanvaard.",
    contact: "Deze vakman belt u uiterlijk op {callBy} om een afspraak te maken. U kunt ook zelf contact opnemen:",
    company: "Bedrijf",
    contactName: "Contactpersoon",
    phone: "Telefoon",
    email: "E-mail",
    followUp:
      "Om uw aanvraag op te volgen, door te geven wanneer we u best bellen of te melden dat niemand contact met u opnam, opent u de opvolgingslink uit de bevestigingsmail.",
    lostLink: "Vindt u die niet meer terug? Vraag een nieuwe link aan:",
  },
  networkAlert: {
    subject: "Project nr. {id}: {status}",
    statusRefused: "Geweigerd",
    statusNoAgreement: "Geen akkoord met de klant",
    statusManual: "Manuele behandeling",
    statusNoProvider: "Geen vakman gevonden",
    statusNoContact: "Klant zonder nieuws van de vakman",
    noContact:
      "De klant van project nr. {id} meldt dat de vakman die het aanvaard heeft, nog niet gebeld heeft. Bel de vakman of de klant en markeer de melding daarna als behandeld op de pagina van het project.",
    noAgreement:
      "De vakman van project nr. {id} meldt dat er geen akkoord met de klant kon worden bereikt. De klant kreeg te horen dat het netwerk indien nodig opnieuw contact met hem opneemt. Wijs het project toe aan een andere vakman of annuleer het. De toelichting van de vakman staat op de pagina van het project.",
    reason: "Reden",
    refusals: "Weigeringen",
    refused: "Project nr. {id} werd geweigerd en geen andere vakman kan het overnemen. Wijs het toe aan een vakman of annuleer het.",
    noProviderAfterServiceChange:
      "Na de wijziging van dienst van project nr. {id} biedt geen enkele vakman deze dienst aan in deze gemeente (wie het project weigerde, valt af). Wijs het toe aan een vakman of annuleer het.",
    manual: "Project nr. {id} gaat over een dienst die niet in de lijst staat. De klant kreeg te horen dat hij binnen 24 uur wordt gecontacteerd.",
    noProvider: "Voor project nr. {id} biedt geen enkele vakman deze dienst aan in deze gemeente. De klant verwacht binnen twee werkdagen contact.",
    statusLowRating: "Ontevreden klant",
    lowRating:
      "De klant van project nr. {id} gaf het uitgevoerde werk een score van {rating} op 5. Bel de klant om te begrijpen wat er misliep en bespreek het daarna met de vakman. Een eventuele opmerking van de klant staat op de pagina van het project.",
    rating: "Score",
    ratingValue: "{rating} op 5",
    provider: "Vakman",
    statusComplaint: "Klacht van de klant",
    complaint:
      "De klant van project nr. {id} meldt een probleem na de werken. Lees het bericht op de pagina van het project, neem contact op met de klant en markeer de klacht daarna als behandeld.",
    link: "Het project openen:",
  },
  morningSummary: {
    subject: "Ochtendoverzicht van {day}",
    intro: "Dit wacht vanochtend op het netwerk. Elk getal is dat van de lijst die de link opent, op het moment van deze e-mail.",
    item: "{name}: {count}",
    othersEmpty: "De andere lijsten zijn leeg.",
    dashboard: "Dashboard van het netwerk:",
    why: "Deze e-mail vertrekt elke werkdag om 8 uur, wanneer minstens één lijst op het netwerk wacht.",
  },
  absenceRecorded: {
    subject: "Afwezigheid geregistreerd door het netwerk: {days}",
    text: "Het netwerk heeft een afwezigheid voor u geregistreerd, van {from} tot en met {to}: op die dagen krijgt u geen nieuwe aanvragen. Klopt dit niet? Verwijder ze in uw professionele ruimte of neem contact op met het netwerk.",
    link: "Mijn afwezigheden bekijken:",
  },
  absenceRemoved: {
    subject: "Afwezigheid verwijderd door het netwerk: {days}",
    text: "Het netwerk heeft uw afwezigheid van {from} tot en met {to} verwijderd: op die dagen kunt u opnieuw nieuwe aanvragen krijgen. Bent u toch afwezig? Registreer ze dan opnieuw in uw professionele ruimte.",
    link: "Mijn afwezigheden bekijken:",
  },
  loginInvitation: {
    subject: "Uw toegang tot de professionele ruimte van de vakman {provider}",
    greeting: "Beste {givenName},",
    text: "Het netwerk heeft u toegang gegeven tot de professionele ruimte van de vakman {provider}. Daar krijgt u de projecten die hem worden toegewezen, aanvaardt of weigert u ze, en laadt u de factuur op zodra de werken klaar zijn.",
    howTo:
      "Om u aan te melden, opent u de link hieronder, kiest u ‘Aanmelden’ en gebruikt u het adres {email}, waarop u dit bericht ontvangt. Dat adres moet bevestigd zijn bij uw identiteitsprovider.",
    link: "Aanmelden in de professionele ruimte:",
    unexpected: "Had u dit bericht niet verwacht? Laat het het netwerk weten: het verwijdert deze toegang.",
  },
  providerNoContact: {
    subject: "Project nr. {id}: de klant wacht nog altijd op uw telefoontje",
    text: "U hebt onderstaand project aanvaard, maar de klant meldt ons dat er nog geen contact is geweest. Bel de klant zo snel mogelijk: de contactgegevens staan op de pagina van het project. Ons netwerk volgt het project op.",
    link: "Bekijk het project in uw professionele ruimte:",
  },
  providerFilesAdded: {
    subject: "Project nr. {id}: de klant heeft bestanden toegevoegd",
    text: "De klant heeft foto's of documenten toegevoegd aan onderstaand project. U vindt ze op de pagina van het project in uw professionele ruimte.",
    link: "Bekijk het project in uw professionele ruimte:",
  },
  providerVisitChange: {
    subject: "Project nr. {id}: de klant vraagt een ander moment voor de afspraak",
    text: "Het afgesproken moment past niet meer voor de klant van het project hieronder. Bel de klant om een ander moment af te spreken en verplaats dan de afspraak op de pagina van het project: de klant krijgt er een bevestiging van.",
    link: "Het project bekijken in uw professionele ruimte:",
  },
  providerAddition: {
    subject: "Project nr. {id}: de klant heeft iets toegevoegd",
    text: "De klant heeft iets toegevoegd aan de beschrijving van onderstaand project. U vindt het op de pagina van het project in uw professionele ruimte.",
    link: "Bekijk het project in uw professionele ruimte:",
  },
  providerWithdrawn: {
    subject: "Project nr. {id} ingetrokken door de klant",
    text: "De klant heeft onderstaand project ingetrokken. Neem hierover geen contact meer op met de klant; het project blijft als geannuleerd zichtbaar in uw professionele ruimte.",
    link: "Bekijk het project in uw professionele ruimte:",
  },
  dataErased: {
    subject: "Uw gegevens van aanvraag nr. {id} zijn gewist",
    text: "Zoals gevraagd zijn uw persoonsgegevens bij aanvraag nr. {id} gewist: naam, contactgegevens, adres, beschrijving en foto's. We bewaren alleen anonieme gegevens (dienst, postcode, datums en statussen). De opvolgingslink werkt niet meer.",
    afterSend: "We bewaren geen kopie van deze e-mail en ook uw adres niet.",
  },
  statusLink: {
    subject: "Uw nieuwe opvolgingslink voor aanvraag nr. {id}",
    text: "U hebt een nieuwe link gevraagd om uw aanvraag nr. {id} ({service}) op te volgen. De oude link werkt niet meer.",
    link: "Uw aanvraag opvolgen:",
    validity: "Deze link is persoonlijk en geldig tot {date}. Deel hem met niemand.",
    ignore: "Hebt u niets gevraagd? Misschien heeft iemand zich bij het invullen van een e-mailadres vergist: gebruik voortaan deze nieuwe link.",
  },
  complaintReceived: {
    subject: "We hebben uw bericht voor aanvraag nr. {id} goed ontvangen",
    text: "U meldde ons op {date} een probleem na de werken voor uw aanvraag nr. {id}. Ons team leest uw bericht en neemt contact met u op.",
    textByNetwork:
      "U meldde ons team op {date} een probleem na de werken voor uw aanvraag nr. {id}. We hebben het hieronder genoteerd; ons team neemt contact met u op.",
    message: "Uw bericht",
    lostLink: "U kunt uw aanvraag opvolgen op de opvolgingspagina. Hebt u die link niet meer? Vraag een nieuwe aan:",
  },
  emailChanged: {
    subject: "Uw nieuwe e-mailadres voor aanvraag nr. {id}",
    text: "U hebt dit e-mailadres opgegeven voor uw aanvraag nr. {id}. We schrijven u voortaan op dit adres. De opvolgingslink van uw aanvraag werd naar uw vorige adres gestuurd en blijft geldig.",
    ignore: "Kent u deze aanvraag niet? Dan heeft iemand uw adres wellicht per vergissing ingevuld: u mag dit bericht negeren.",
    lostLink: "Hebt u die link niet of vindt u hem niet meer terug? Vraag een nieuwe aan, die naar dit adres wordt gestuurd:",
  },
  emailChangedPrevious: {
    subject: "Het e-mailadres van uw aanvraag nr. {id} is gewijzigd",
    text: "Het e-mailadres van uw aanvraag nr. {id} werd zonet vervangen door een ander adres. Onze volgende e-mails over deze aanvraag gaan naar het nieuwe adres.",
    undo: "Komt deze wijziging niet van u? Open de opvolgingslink die u bij uw aanvraag kreeg (hij blijft geldig) en verbeter het adres, of negeer dit bericht als deze aanvraag u niets zegt.",
  },
  ratingRequest: {
    subject: "Uw mening over de werken voor aanvraag nr. {id}",
    text: "De vakman heeft de werken voor uw aanvraag nr. {id} ({service}) afgerond. Hoe is het verlopen? Geef een score van 1 tot 5 en, als u wilt, een opmerking.",
    link: "Mijn mening geven:",
    validity: "Deze link kan één keer gebruikt worden, tot {date}. Uw mening blijft privé: de vakman ziet de score en de opmerking, nooit uw naam.",
  },
  providerNetworkCancelled: {
    subject: "Project nr. {id} geannuleerd door het netwerk",
    text: "Het netwerk heeft onderstaand project geannuleerd. Neem hierover geen contact meer op met de klant; het project blijft als geannuleerd zichtbaar in uw professionele ruimte.",
    link: "Bekijk het project in uw professionele ruimte:",
  },
  providerNetworkReassigned: {
    subject: "Project nr. {id} toevertrouwd aan een andere vakman",
    text: "Het netwerk heeft onderstaand project aan een andere vakman toevertrouwd. Het is u niet langer toegewezen: neem hierover geen contact meer op met de klant.",
    link: "Bekijk uw projecten in uw professionele ruimte:",
  },
  providerInvoiceChanged: {
    subject: "Project nr. {id}: factuur gewijzigd door het netwerk",
    textReplaced:
      "Het netwerk heeft het bestand van uw factuur voor onderstaand project vervangen. Is dat niet wat afgesproken was, neem dan contact op met het netwerk.",
    textCorrected:
      "Het netwerk heeft het bedrag van uw factuur voor onderstaand project gecorrigeerd. Is dat niet wat afgesproken was, neem dan contact op met het netwerk.",
    amount: "Bedrag (incl. btw)",
    amountChange: "{from} → {to}",
    link: "Bekijk het project in uw professionele ruimte:",
  },
  customerNetworkCancelled: {
    subject: "Uw aanvraag nr. {id} werd geannuleerd",
    text: "Ons team heeft uw aanvraag nr. {id} ({service}) geannuleerd. Geen enkele vakman zal u hierover contacteren.",
    ask: "Een vraag over deze annulering? Schrijf naar ons team: {mailbox}",
    newRequest: "Hebt u nog een vakman nodig? Dien een nieuwe aanvraag in:",
  },
  customerProviderReplaced: {
    subject: "Uw aanvraag nr. {id}: een andere vakman neemt contact met u op",
    text: "Ons team heeft uw aanvraag nr. {id} ({service}) aan een andere vakman van ons netwerk toevertrouwd. De vakman van wie we u de contactgegevens stuurden, volgt uw aanvraag niet langer op.",
    next: "De nieuwe vakman neemt contact met u op om een afspraak te maken. Zodra hij uw aanvraag aanvaardt, sturen we u zijn contactgegevens.",
    ask: "Een vraag? Schrijf naar ons team: {mailbox}",
  },
  visitPlanned: {
    subject: "Uw afspraak voor aanvraag nr. {id}",
    subjectMoved: "Uw afspraak voor aanvraag nr. {id} werd verplaatst",
    planned: "{provider} bevestigt de afspraak die u samen maakte voor uw aanvraag nr. {id} ({service}).",
    moved: "{provider} heeft de afspraak voor uw aanvraag nr. {id} ({service}) verplaatst. Ze stond gepland op {previous}.",
    when: "Afspraak",
    professional: "Vakman",
    address: "Adres",
    calendar: "Met het bijgevoegde bestand zet u deze afspraak in uw agenda.",
    change: "Past het u toch niet? Bel de vakman dan rechtstreeks om een ander moment af te spreken.",
    eventTitle: "Afspraak: {service} ({provider})",
    eventDescription: "Aanvraag nr. {id}. Om de afspraak te verplaatsen, belt u {provider} op {phone}.",
    fileName: "afspraak.ics",
    box: "bus {bus}",
  },
  visitReminder: {
    subject: "Herinnering: uw afspraak van morgen voor aanvraag nr. {id}",
    text: "Een korte herinnering: {provider} komt morgen, {when}, bij u langs voor uw aanvraag nr. {id} ({service}).",
    change: "Past het toch niet? Verwittig de vakman dan zo snel mogelijk, telefonisch.",
  },
};

export default mail;
