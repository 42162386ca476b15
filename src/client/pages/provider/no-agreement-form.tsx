import { Button, Group, Select, Stack, Text, Textarea } from "@mantine/core";
import { useState } from "react";
import { notify } from "../../components/notify";
import { useLL } from "../../i18n/language";
import { trpc } from "../../trpc";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { toast } from "./details-parts";

/**
 * "No agreement": the reason and the provider's text (docs/product/screens-and-routes.md). Shown in
 * the accepted project's closing section once the provider opens it (`ClosingSection`).
 */
export function NoAgreementForm({ id, onDone }: { id: number; onDone: () => void }) {
  const LL = useLL();
  const reasons = trpc.provider.projects.noAgreementReasons.useQuery();
  const save = trpc.provider.actions.noAgreement.useMutation();
  const [reasonId, setReasonId] = useState<string | null>(null);
  const [text, setText] = useState("");
  const [errors, setErrors] = useState<{ reason?: string; text?: string }>({});
  const [asking, setAsking] = useState(false);
  const reasonName = (reasons.data ?? []).find((r) => String(r.id) === reasonId)?.reason ?? "";

  const check = () => {
    const next = { text: text.trim() ? undefined : LL.api.noAgreementTextMissing(), reason: reasonId ? undefined : LL.api.noAgreementReasonMissing() };
    setErrors(next);
    // The order of docs/product/validation.md: the text first, then the reason; one toast for the first problem.
    const first = next.text ?? next.reason;
    if (first) return notify({ id: "no-agreement-invalid", color: "red", message: first });
    // Valid: ask first, naming the reason (docs/product/consoles.md).
    setAsking(true);
  };

  const submit = async () => {
    setAsking(false);
    const result = await save.mutateAsync({ id, reasonId: Number(reasonId), text }).catch(() => undefined);
    toast("no-agreement", result, LL.provider.noAgreementFailed());
    if (result && !result.isError) onDone();
  };

  return (
    <>
      <ConfirmDialog
        opened={asking}
        title={LL.provider.noAgreementConfirmTitle()}
        text={LL.provider.noAgreementConfirmText({ reason: reasonName })}
        confirmLabel={LL.provider.noAgreementConfirm()}
        cancelLabel={LL.provider.cancel()}
        color="orange"
        onClose={() => setAsking(false)}
        onConfirm={() => void submit()}
      />
      <Stack gap="sm" role="group" aria-label={LL.provider.noAgreementTitle()}>
        <Text c="gray.7">{LL.provider.noAgreementIntro()}</Text>
        <Select
          label={LL.provider.noAgreementReason()}
          placeholder={LL.provider.noAgreementReasonPlaceholder()}
          data={(reasons.data ?? []).map((r) => ({ value: String(r.id), label: r.reason }))}
          value={reasonId}
          onChange={(value) => {
            setReasonId(value);
            setErrors((e) => ({ ...e, reason: undefined }));
          }}
          error={errors.reason}
          withAsterisk
        />
        <Textarea
          label={LL.provider.noAgreementText()}
          placeholder={LL.provider.noAgreementTextPlaceholder()}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setErrors((er) => ({ ...er, text: undefined }));
          }}
          error={errors.text}
          autosize
          minRows={3}
          maxLength={2000}
          withAsterisk
        />
        <Group>
          <Button onClick={check} loading={save.isPending} color="orange">
            {LL.provider.noAgreementSubmit()}
          </Button>
        </Group>
      </Stack>
    </>
  );
}
