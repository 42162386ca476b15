import type { ValidationKey } from "@/shared/schemas/fields";

/** Message keys of the `api` dictionary section: what a caller is told, in its language. */
export type ApiMessageKey =
  | "invalidRequest"
  | "requestTooLarge"
  | "tooManyRequests"
  | "internalError"
  | "serviceUnavailable"
  | "notFound"
  | "subCategoryUnknown"
  | "serviceUnknown"
  | "postalAreaUnknown"
  | "providerNotFound"
  | "answersIncomplete"
  | "answerInvalid"
  | "radioOneAnswer"
  | "projectCreated"
  | "uploadNotAllowed"
  | "uploadExpired"
  | "tooManyFiles"
  | "fileTooLarge"
  | "fileEmpty"
  | "fileTypeRefused"
  | "filesUploaded"
  | "projectNotFound"
  | "projectAccepted"
  | "acceptNotAllowed"
  | "projectRejected"
  | "rejectNotAllowed"
  | "noAgreementTextMissing"
  | "noAgreementReasonMissing"
  | "noAgreementTextTooLong"
  | "noAgreementNotAllowed"
  | "noAgreementRecorded"
  | "invoiceMissing"
  | "invoiceNotPdf"
  | "invoiceAlreadyUploaded"
  | "invoiceNotAllowed"
  | "invoiceUploaded"
  | "invoiceReplaceNotAllowed"
  | "invoiceReplaced"
  | "fileNotFound"
  | "fileLinkExpired"
  | "statusLinkInvalid"
  // Network console
  | "providerNameMissing"
  | "providerAddressMissing"
  | "providerContactNameMissing"
  | "providerPhoneMissing"
  | "providerEmailMissing"
  | "providerPhoneInvalid"
  | "providerEmailInvalid"
  | "providerCreated"
  | "providerUpdated"
  | "providerActivated"
  | "providerDeactivated"
  | "providerServiceUpdated"
  | "providerUnknown"
  | "providerInactive"
  | "scoreOutOfRange"
  | "workAreaUpdated"
  | "cityUnknown"
  | "loginGivenNameMissing"
  | "loginLastNameMissing"
  | "loginEmailMissing"
  | "loginEmailInvalid"
  | "loginEmailTaken"
  | "loginCreated"
  | "loginNotFound"
  | "loginRemoved"
  | "serviceChangeNotAllowed"
  | "providerChangeNotAllowed"
  | "projectAlreadyFinal"
  | "sameProvider"
  | "sameService"
  | "serviceChanged"
  | "serviceChangedNoProvider"
  | "providerChanged"
  | "projectCancelled";

/** Message keys of the `customerControls` dictionary section (docs/product/customer-controls.md). */
export type CustomerControlsMessageKey = "withdrawn" | "withdrawNotAllowed" | "erased" | "eraseNotAllowed" | "crossSiteRefused" | "lostLinkSent" | "contactCorrected" | "correctNotAllowed" | "marketingWithdrawn" | "marketingGiven" | "marketingInvalid" | "unsubscribeInvalid" | "ratingSaved" | "ratingInvalid" | "ratingUsed" | "ratingExpired" | "ratingOutOfRange" | "ratingCommentTooLong";

export type MessageKey =
  | { section: "api"; key: ApiMessageKey }
  | { section: "validation"; key: ValidationKey }
  | { section: "customerControls"; key: CustomerControlsMessageKey };

export const apiMessage = (key: ApiMessageKey): MessageKey => ({ section: "api", key });
export const validationMessage = (key: ValidationKey): MessageKey => ({ section: "validation", key });

/** A refusal the caller can act on: translated into its language by the adapter. */
export class DomainError extends Error {
  constructor(
    readonly message_: MessageKey,
    readonly kind: "invalid" | "not-found" | "conflict" | "forbidden" = "invalid",
  ) {
    super(`${message_.section}.${message_.key}`);
  }
}

export const refuse = (key: ApiMessageKey, kind: DomainError["kind"] = "invalid") => new DomainError(apiMessage(key), kind);
