export const answerTypes = ["radio", "check"] as const;
export type AnswerType = (typeof answerTypes)[number];

export const languages = ["fr", "nl"] as const;
export type Language = (typeof languages)[number];
