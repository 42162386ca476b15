/** FR dictionary section `validation`: one text per key of `validationKeys` (src/shared/schemas/fields.ts). */
const validation = {
  required: "Ce champ est obligatoire.",
  postCodeInvalid: "Le code postal doit compter quatre chiffres, par exemple 1000.",
  nameInvalid: "Utilisez uniquement des lettres, des espaces, des traits d'union ou des apostrophes (100 caractères au maximum).",
  phoneInvalid: "Le numéro doit commencer par + suivi de 3 à 20 chiffres, par exemple +32 470 12 34 56.",
  phoneTypedInvalid: "Ce numéro n'est pas complet ou pas valable. Par exemple : 0470 12 34 56 ou +32 470 12 34 56.",
  emailInvalid: "Cette adresse e-mail n'est pas correcte.",
  addressRequired: "Veuillez indiquer une adresse valable (rue et numéro).",
  addressTooLong: "L'adresse ne peut pas dépasser 200 caractères.",
  busTooLong: "La boîte ne peut pas dépasser 20 caractères.",
  noteRequired: "Écrivez la note avant de l'ajouter.",
  noteTooLong: "Une note ne peut pas dépasser 2000 caractères.",
  additionRequired: "Écrivez votre précision avant de l'ajouter.",
  additionTooLong: "Une précision ne peut pas dépasser 1000 caractères.",
  complaintRequired: "Décrivez le problème avant de l'envoyer.",
  complaintTooLong: "Votre message ne peut pas dépasser 2000 caractères.",
  descriptionTooLong: "La description ne peut pas dépasser 4000 caractères.",
  insurerCustomerRequired: "Veuillez indiquer si vous êtes client de notre compagnie d'assurance.",
  privacyRequired: "Veuillez accepter la politique de confidentialité pour envoyer votre demande.",
  cityRequired: "Choisissez votre commune à l'étape Professionnel.",
  answersRequired: "Choisissez au moins une réponse.",
};

export default validation;
