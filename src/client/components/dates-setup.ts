import datesCss from "@mantine/dates/styles.css" with { type: "text" };
import "dayjs/locale/fr";
import "dayjs/locale/nl";
import { useLL } from "../i18n/language";
import { injectStyles } from "./inject-styles";

// What every date field needs, loaded with the lazy chunk of the field that needs it: the date
// picker's styles (not in the stylesheet every public page loads) and the calendar's languages.
injectStyles("hs-dates-styles", datesCss);

/** The calendar's controls named in the page's language. */
export function useCalendarLabels() {
  const c = useLL().dashboard.filters.calendar;
  return {
    monthLevelControl: c.monthLevelControl(),
    yearLevelControl: c.yearLevelControl(),
    nextMonth: c.nextMonth(),
    previousMonth: c.previousMonth(),
    nextYear: c.nextYear(),
    previousYear: c.previousYear(),
    nextDecade: c.nextDecade(),
    previousDecade: c.previousDecade(),
  };
}

/** A week starts on Monday in Belgium; the calendar speaks the page's language. */
export const datesSettings = (language: "fr" | "nl") => ({ locale: language, firstDayOfWeek: 1 as const });
