import type { CallTime } from "@/shared/call-times";
import { useLL } from "../i18n/language";

/** "le matin, en soirée" / "'s ochtends, 's avonds": when the customer would rather be called; null when any time. */
export function useCallTimesText() {
  const t = useLL().provider.callTimes;
  return (times: readonly string[]): string | null => (times.length === 0 ? null : times.map((time) => t[time as CallTime]()).join(", "));
}
