import { Stack, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { type ProviderForm, providerRequiredFields } from "@/shared/schemas/providers";
import { useLL } from "../../i18n/language";

/** The provider fields of the create and update forms, those the mode requires marked so. */
export function ProviderFields({ form, mode }: { form: UseFormReturnType<ProviderForm>; mode: "create" | "update" }) {
  const LL = useLL();
  const f = LL.network.providerForm;
  const field = (name: keyof ProviderForm) => ({ withAsterisk: providerRequiredFields[mode].includes(name), ...form.getInputProps(name) });
  return (
    <Stack gap="sm">
      <TextInput label={f.name()} autoComplete="organization" {...field("name")} />
      <TextInput label={f.address()} autoComplete="street-address" {...field("address")} />
      <TextInput label={f.contactName()} autoComplete="name" {...field("contactName")} />
      <TextInput label={f.contactPhoneNumber()} description={f.phoneHint()} type="tel" autoComplete="tel" {...field("contactPhoneNumber")} />
      <TextInput label={f.contactEmail()} type="email" autoComplete="email" {...field("contactEmail")} />
    </Stack>
  );
}
