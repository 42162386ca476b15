import { Stack, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import type { ProviderForm } from "@/shared/schemas/providers";
import { useLL } from "../../i18n/language";

/** The provider fields of the create and update forms. */
export function ProviderFields({ form }: { form: UseFormReturnType<ProviderForm> }) {
  const LL = useLL();
  const f = LL.network.providerForm;
  return (
    <Stack gap="sm">
      <TextInput label={f.name()} autoComplete="organization" {...form.getInputProps("name")} />
      <TextInput label={f.address()} autoComplete="street-address" {...form.getInputProps("address")} />
      <TextInput label={f.contactName()} autoComplete="name" {...form.getInputProps("contactName")} />
      <TextInput label={f.contactPhoneNumber()} description={f.phoneHint()} type="tel" autoComplete="tel" {...form.getInputProps("contactPhoneNumber")} />
      <TextInput label={f.contactEmail()} type="email" autoComplete="email" {...form.getInputProps("contactEmail")} />
    </Stack>
  );
}
