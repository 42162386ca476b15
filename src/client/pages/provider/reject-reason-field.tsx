import { Radio, Stack } from "@mantine/core";
import { type RejectReason, rejectReasons } from "@/shared/reject-reasons";
import { rejectCauseName } from "../../components/reject-cause";
import { useLL } from "../../i18n/language";

/**
 * Why the provider refuses, chosen from the list before the refusal is sent
 * (docs/product/statuses.md, "Why providers refuse"). Required: the error says so until one is chosen.
 */
export function RejectReasonField({ value, onChange, missing }: { value: RejectReason | null; onChange: (reason: RejectReason) => void; missing: boolean }) {
  const LL = useLL();
  return (
    <Radio.Group
      label={LL.provider.rejectReasonLabel()}
      description={LL.provider.rejectReasonHint()}
      value={value ?? ""}
      onChange={(chosen) => {
        const reason = rejectReasons.find((r) => r === chosen);
        if (reason) onChange(reason);
      }}
      error={missing ? LL.provider.rejectReasonMissing() : undefined}
      withAsterisk
    >
      <Stack gap="sm" mt="xs">
        {rejectReasons.map((reason) => (
          <Radio key={reason} value={reason} label={rejectCauseName(LL, reason)} />
        ))}
      </Stack>
    </Radio.Group>
  );
}
