import { TextInput } from "@mantine/core";
import { useState } from "react";
import { amountTextFromCents, centsFromAmountText, formatEuros } from "@/shared/money";
import { useLanguage, useLL } from "../i18n/language";

/** An amount as the field offers it: with a decimal comma ("1250,50"), empty for none. */
const fieldText = (cents: number | null) => (cents === null ? "" : amountTextFromCents(cents, ","));

/**
 * The invoice amount a dialog asks for (docs/product/consoles.md, "The invoice amount"): the field's
 * text and message, `read` giving whole cents by the server's own rule (`centsFromAmountText`), or
 * undefined after saying why in the field; `reset` offers an amount again.
 */
export function useInvoiceAmount(initialCents: number | null = null) {
  const LL = useLL();
  const [value, setValue] = useState(() => fieldText(initialCents));
  const [error, setError] = useState<string | null>(null);
  return {
    props: {
      value,
      error,
      onChange: (next: string) => {
        setValue(next);
        setError(null);
      },
    },
    read: () => {
      const cents = centsFromAmountText(value);
      if (cents === undefined) setError(LL.api.invoiceAmountInvalid());
      return cents;
    },
    reset: (cents: number | null) => {
      setValue(fieldText(cents));
      setError(null);
    },
  };
}

/**
 * The invoice's amount in euros, VAT included: a text field with the decimal keypad on a phone, so
 * "1 250,50" passes here as on the server. Once what is typed is an amount, the hint under it says
 * it as it will be kept ("Montant lu : 1 250,50 €"), so a slipped comma or zero shows before
 * sending. It takes the focus when its dialog opens: Enter in it sends nothing.
 */
export function InvoiceAmountInput({ value, onChange, error }: { value: string; onChange: (value: string) => void; error: string | null }) {
  const L = useLL().common.invoiceAmount;
  const { language } = useLanguage();
  const cents = centsFromAmountText(value);
  return (
    <TextInput
      label={L.label()}
      description={cents === undefined ? L.description() : L.read({ amount: formatEuros(cents, language) })}
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
