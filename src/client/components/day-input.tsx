import { DateInput, DatesProvider } from "@mantine/dates";
import { useLanguage } from "../i18n/language";
import { datesSettings, useCalendarLabels } from "./dates-setup";
import { parseTypedDay } from "./typed-day";

/**
 * One day, typed as DD/MM/YYYY or picked in a calendar in the page's language, whatever the
 * browser's own locale (a native date field writes 12/02/2026 for 2 December in an English
 * browser). Loaded lazily, like the range picker: a chunk of its own. Days are `YYYY-MM-DD`.
 */
export default function DayInput({
  value,
  onChange,
  label,
  placeholder,
  minDate,
  maxDate,
}: {
  value: string | null;
  onChange: (day: string | null) => void;
  label: string;
  placeholder: string;
  minDate: string;
  maxDate: string;
}) {
  const { language } = useLanguage();
  const calendarLabels = useCalendarLabels();
  return (
    <DatesProvider settings={datesSettings(language)}>
      <DateInput
        label={label}
        placeholder={placeholder}
        valueFormat="DD/MM/YYYY"
        dateParser={parseTypedDay}
        value={value}
        onChange={onChange}
        minDate={minDate}
        maxDate={maxDate}
        w={170}
        ariaLabels={calendarLabels}
        // Closes at once: a calendar fading out over the button below it (on a phone) took the tap meant for that button.
        popoverProps={{ returnFocus: true, transitionProps: { duration: 0 } }}
      />
    </DatesProvider>
  );
}
