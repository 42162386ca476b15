import { Anchor, Checkbox, Radio, Stack, Text, Textarea, Title } from "@mantine/core";
import { useLanguage, useLL } from "@/client/i18n/language";
import type { ApiService } from "@/shared/api-types";
import { maxDescriptionLength } from "@/shared/schemas/project";
import { formatCount } from "../components/number-format";
import { catalogLabel } from "./catalog-labels";
import { FileUpload } from "./file-upload";
import type { FileNotice } from "./files";
import { setCheckAnswers, toggleAnswer, type WizardState } from "./state";

interface StepDetailsProps {
  state: WizardState;
  service: ApiService;
  files: File[];
  fileNotices: FileNotice[];
  update(patch: Partial<WizardState>): void;
  onAddFiles(batch: File[]): void;
  onRemoveFile(name: string): void;
}

/** Step 3: privacy notice, the service's questions, an optional description and optional files. */
export function StepDetails({ state, service, files, fileNotices, update, onAddFiles, onRemoveFile }: StepDetailsProps) {
  const LL = useLL();
  const { language } = useLanguage();

  return (
    <Stack gap="lg">
      <div>
        <Title order={2} id="wizard-step-heading" tabIndex={-1} style={{ outline: "none" }} size="h3">
          {LL.wizard.details.title()}
        </Title>
        <Text c="gray.7" mt={4} size="sm">
          {LL.wizard.details.privacyNotice()}{" "}
          <Anchor href="/privacypolicy" target="_blank" rel="noopener" underline="always">
            {LL.wizard.details.privacyLink()}
            <Text component="span" style={visuallyHidden}>
              {` (${LL.wizard.details.newTab()})`}
            </Text>
          </Anchor>
          .
        </Text>
      </div>

      {service.serviceQuestions.map(({ question }) => {
        const chosen = state.answers[String(question.id)] ?? [];
        const label = catalogLabel(language, "question", question.questionCode);
        if (question.answerType === "radio") {
          return (
            <Radio.Group
              key={question.id}
              name={`wizard-question-${question.id}`}
              data-question={question.questionCode}
              label={label}
              value={chosen[0] == null ? null : String(chosen[0])}
              onChange={(value) => update({ answers: toggleAnswer(state.answers, question.id, Number(value), "radio") })}
              withAsterisk
            >
              <Stack gap="sm" mt="xs">
                {question.answers.map((a) => (
                  <Radio key={a.id} value={String(a.id)} label={catalogLabel(language, "answer", a.answerCode)} />
                ))}
              </Stack>
            </Radio.Group>
          );
        }
        return (
          <Checkbox.Group
            key={question.id}
            label={label}
            description={LL.wizard.details.checkHint()}
            data-question={question.questionCode}
            value={chosen.map(String)}
            onChange={(values) => update({ answers: setCheckAnswers(state.answers, question.id, values.map(Number)) })}
            withAsterisk
          >
            <Stack gap="sm" mt="xs">
              {question.answers.map((a) => (
                <Checkbox key={a.id} value={String(a.id)} label={catalogLabel(language, "answer", a.answerCode)} />
              ))}
            </Stack>
          </Checkbox.Group>
        );
      })}

      <Textarea
        id="wizard-description"
        label={LL.wizard.details.descriptionLabel()}
        placeholder={LL.wizard.details.descriptionPlaceholder()}
        value={state.description}
        onChange={(event) => update({ description: event.currentTarget.value.slice(0, maxDescriptionLength) })}
        maxLength={maxDescriptionLength}
        autosize
        minRows={4}
        maxRows={12}
        // Grouped as the language writes numbers: "4 000" / "4.000".
        description={LL.wizard.details.descriptionCount({
          count: formatCount(state.description.length, language),
          max: formatCount(maxDescriptionLength, language),
        })}
        inputWrapperOrder={["label", "input", "description", "error"]}
      />

      <FileUpload files={files} notices={fileNotices} onAdd={onAddFiles} onRemove={onRemoveFile} />
    </Stack>
  );
}

/** Visually hidden but read by screen readers (for the "opens in a new tab" hint). */
export const visuallyHidden: React.CSSProperties = {
  position: "absolute",
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: "hidden",
  clip: "rect(0, 0, 0, 0)",
  whiteSpace: "nowrap",
  border: 0,
};
