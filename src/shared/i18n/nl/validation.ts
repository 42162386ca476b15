import type { Translation } from "../i18n-types";

/** NL dictionary section `validation`: one text per key of `validationKeys` (src/shared/schemas/fields.ts). */
const validation: Translation["validation"] = {
  required: "Dit veld is verplicht.",
  postCodeInvalid: "De postcode moet uit vier cijfers bestaan, bijvoorbeeld 9000.",
  nameInvalid: "Gebruik alleen letters, spaties, koppeltekens of apostrofs (maximaal 100 tekens).",
  phoneInvalid: "Het nummer moet beginnen met + gevolgd door 3 tot 20 cijfers, bijvoorbeeld +32 470 12 34 56.",
  phoneTypedInvalid: "Dit nummer is niet volledig of niet geldig. Bijvoorbeeld: 0470 12 34 56 of +32 470 12 34 56.",
  emailInvalid: "Dit e-mailadres is niet correct.",
  addressRequired: "Vul een geldig adres in (straat en huisnummer).",
  addressTooLong: "Het adres mag niet langer zijn dan 200 tekens.",
  busTooLong: "Het busnummer mag niet langer zijn dan 20 tekens.",
  noteRequired: "Schrijf de notitie voor u ze toevoegt.",
  noteTooLong: "Een notitie mag niet langer zijn dan 2000 tekens.",
  additionRequired: "Schrijf uw aanvulling voor u ze toevoegt.",
  additionTooLong: "Een aanvulling mag niet langer zijn dan 1000 tekens.",
  complaintRequired: "Beschrijf het probleem voor u het verstuurt.",
  complaintTooLong: "Uw bericht mag niet langer zijn dan 2000 tekens.",
  descriptionTooLong: "De beschrijving mag niet langer zijn dan 4000 tekens.",
  insurerCustomerRequired: "Geef aan of u klant bent bij onze verzekeringsmaatschappij.",
  privacyRequired: "Aanvaard het privacybeleid om uw aanvraag te versturen.",
  cityRequired: "Kies uw gemeente bij de stap Vakman.",
  answersRequired: "Kies minstens één antwoord.",
};

export default validation;
