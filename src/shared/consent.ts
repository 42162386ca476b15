/** Version of the privacy notice and marketing text shown in the wizard: stored with each consent. */
export const privacyNoticeVersion = "privacy-2026-11-27";
export const marketingConsentVersion = "marketing-2025-10-06";
