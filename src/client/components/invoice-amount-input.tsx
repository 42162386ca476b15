import { TextInput } from "@mantine/core";
import { useLL } from "../i18n/language";

/**
 * The invoice's amount in euros, VAT included (docs/product/consoles.md, "The invoice amount"): a
 * text field with the decimal keypad on a phone, read by the same rule as the server
 * (`centsFromAmountText`), so "1 250,50" passes here and there alike. It takes the focus when its
 * dialog opens: Enter in it sends nothing.
 */
export function InvoiceAmountInput({ value, onChange, error }: { value: string; onChange: (value: string) => void; error: string | null }) {
  const L = useLL().common.invoiceAmount;
  return (
    <TextInput
      label={L.label()}
      description={L.description()}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      inputMode="decimal"
      autoComplete="off"
      rightSection="€"
      required
      data-autofocus
      data-testid="invoice-amount"
    />
  );
}
