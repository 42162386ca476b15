import { DatePickerInput, DatesProvider } from "@mantine/dates";
import datesCss from "@mantine/dates/styles.css" with { type: "text" };
import "dayjs/locale/fr";
import "dayjs/locale/nl";
import { injectStyles } from "../../../components/inject-styles";
import { useLanguage, useLL } from "../../../i18n/language";

injectStyles("hs-dates-styles", datesCss);

/**
 * The custom period's two days (a lazy chunk: the date picker loads only when "custom" is chosen).
 * Days are `YYYY-MM-DD`, Belgian calendar days; a week starts on Monday.
 */
export default function RangePicker({
  from,
  to,
  onChange,
}: {
  from: string | undefined;
  to: string | undefined;
  onChange: (from: string | undefined, to: string | undefined) => void;
}) {
  const LL = useLL();
  const { language } = useLanguage();
  const t = LL.dashboard.filters;
  const c = t.calendar;
  return (
    <DatesProvider settings={{ locale: language, firstDayOfWeek: 1 }}>
      <DatePickerInput
        type="range"
        allowSingleDateInRange
        label={t.range()}
        placeholder={t.rangePlaceholder()}
        valueFormat="DD.MM.YYYY"
        value={[from ?? null, to ?? null]}
        onChange={([first, last]) => onChange(first ?? undefined, last ?? undefined)}
        maxDate={new Date()}
        w={{ base: "100%", sm: 260 }}
        ariaLabels={{
          monthLevelControl: c.monthLevelControl(),
          yearLevelControl: c.yearLevelControl(),
          nextMonth: c.nextMonth(),
          previousMonth: c.previousMonth(),
          nextYear: c.nextYear(),
          previousYear: c.previousYear(),
          nextDecade: c.nextDecade(),
          previousDecade: c.previousDecade(),
        }}
        data-testid="range-picker"
      />
    </DatesProvider>
  );
}
