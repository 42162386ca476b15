const parts = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Brussels",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** DD/MM/YYYY HH:mm in Brussels time, whatever the browser's zone (docs/product/screens-and-routes.md). tRPC replies carry `Date`s. */
export function formatDateTime(date: Date | null | undefined): string {
  const { day, time } = formatDayAndTime(date);
  return day ? `${day} ${time}` : "";
}

/**
 * The day (DD/MM/YYYY) and the time (HH:mm) apart, in Brussels time, for a sentence that joins them
 * with a word: "le {day} à {time}", "op {day} om {time}". Both empty for no date.
 */
export function formatDayAndTime(date: Date | null | undefined): { day: string; time: string } {
  if (!date || Number.isNaN(date.getTime())) return { day: "", time: "" };
  const p = Object.fromEntries(parts.formatToParts(date).map((x) => [x.type, x.value]));
  return { day: `${p.day}/${p.month}/${p.year}`, time: `${p.hour}:${p.minute}` };
}

/** DD/MM/YYYY in Brussels time: a day, such as a link's last one. */
export function formatDate(date: Date | null | undefined): string {
  return formatDayAndTime(date).day;
}

/** Opens a link fetched after a click in a new tab: the tab opens at once (no popup blocker), then goes there. */
export async function openInNewTab(fetchUrl: () => Promise<string | null>): Promise<boolean> {
  const tab = window.open("about:blank", "_blank");
  try {
    const url = await fetchUrl();
    if (!url) {
      tab?.close();
      return false;
    }
    if (tab) {
      tab.opener = null;
      tab.location.replace(url);
    } else window.location.assign(url);
    return true;
  } catch {
    tab?.close();
    return false;
  }
}
