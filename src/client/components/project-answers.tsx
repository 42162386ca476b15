import { SimpleGrid, Text } from "@mantine/core";

/** A question of the wizard and the answers the customer chose, in the page's language (the server names them). */
export interface AnsweredQuestion {
  questionId: number;
  questionText: string;
  answers: string[];
}

/**
 * The customer's answers to the wizard's questions, as both consoles show them: each question in
 * bold with its answers listed under it, two abreast from 768 px.
 */
export function ProjectAnswers({ questions }: { questions: AnsweredQuestion[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {questions.map((q) => (
        <div key={q.questionId}>
          <Text fw={600}>{q.questionText}</Text>
          <Text component="ul" m={0} pl="md">
            {q.answers.map((answer) => (
              <li key={answer}>{answer}</li>
            ))}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
