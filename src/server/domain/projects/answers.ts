import type { AnswerSelection } from "@/shared/schemas/project";
import { DomainError, refuse } from "../errors";

interface ServiceQuestion {
  questionId: number;
  answerType: "radio" | "check";
  answerIds: Set<number>;
}

/**
 * Every question of the service answered, radio questions with exactly one answer, each answer
 * belonging to its question, no question from elsewhere. Returns the rows to store.
 */
export function checkAnswers(serviceQuestions: ServiceQuestion[], selections: AnswerSelection[]): { questionId: number; answerId: number }[] {
  const byQuestion = new Map(serviceQuestions.map((q) => [q.questionId, q]));
  const seen = new Set<number>();
  const rows: { questionId: number; answerId: number }[] = [];
  for (const selection of selections) {
    const question = byQuestion.get(selection.QuestionId);
    if (!question || seen.has(selection.QuestionId)) throw refuse("answerInvalid");
    seen.add(selection.QuestionId);
    const unique = [...new Set(selection.AnswerIds)];
    if (unique.length !== selection.AnswerIds.length) throw refuse("answerInvalid");
    if (question.answerType === "radio" && unique.length !== 1) throw refuse("radioOneAnswer");
    for (const answerId of unique) {
      if (!question.answerIds.has(answerId)) throw refuse("answerInvalid");
      rows.push({ questionId: question.questionId, answerId });
    }
  }
  if (seen.size !== serviceQuestions.length) throw refuse("answersIncomplete");
  return rows;
}

export { DomainError };
