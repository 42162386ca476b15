import { DatePickerInput, DatesProvider } from "@mantine/dates";
import type { Ref } from "react";
import { earliestDay } from "@/shared/schemas/fields";
import { useLanguage, useLL } from "../i18n/language";
import { datesSettings, useCalendarLabels } from "./dates-setup";

/**
 * Two days, first and last (loaded lazily: the date picker is a chunk of its own). Days are
 * `YYYY-MM-DD`, Belgian calendar days; a week starts on Monday. The dashboard's custom period and
 * the network project list's request dates (days up to today), and the providers' absences (days to come).
 */
export default function RangePicker({
  from,
  to,
  onChange,
  label,
  placeholder,
  clearable = false,
  description,
  minDate = earliestDay,
  maxDate = new Date(),
  width = 260,
  ref,
}: {
  from: string | undefined;
  to: string | undefined;
  onChange: (from: string | undefined, to: string | undefined) => void;
  label: string;
  placeholder: string;
  clearable?: boolean;
  description?: string;
  /** The first and last days that may be chosen (`YYYY-MM-DD`); by default, from 2000 (the first day a date field takes) up to today. */
  minDate?: string;
  maxDate?: string | Date;
  width?: number;
  /** The field itself, to hand the focus back to it. */
  ref?: Ref<HTMLButtonElement>;
}) {
  const LL = useLL();
  const { language } = useLanguage();
  const c = LL.dashboard.filters.calendar;
  const calendarLabels = useCalendarLabels();
  return (
    <DatesProvider settings={datesSettings(language)}>
      <DatePickerInput
        ref={ref}
        type="range"
        allowSingleDateInRange
        label={label}
        placeholder={placeholder}
        description={description}
        clearable={clearable}
        clearButtonProps={{ "aria-label": c.clear() }}
        valueFormat="DD/MM/YYYY"
        value={[from ?? null, to ?? null]}
        onChange={([first, last]) => onChange(first ?? undefined, last ?? undefined)}
        minDate={minDate}
        maxDate={maxDate}
        w={{ base: "100%", sm: width }}
        ariaLabels={calendarLabels}
        data-testid="range-picker"
        // When the last day is picked the calendar closes: the focus goes back to the field, not to the page.
        // Closes at once: a calendar fading out over the button below it (on a phone) took the tap meant for that button.
        popoverProps={{ returnFocus: true, transitionProps: { duration: 0 } }}
      />
    </DatesProvider>
  );
}
