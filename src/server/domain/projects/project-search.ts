import { emailPattern } from "@/shared/schemas/fields";

/**
 * What the network project list's search box holds (docs/product/consoles.md, "Searching the
 * project list"): a project number, a bare four-digit number (a project number or a postcode),
 * a customer's e-mail address, or words of the customer's name.
 */
export type ProjectSearch =
  | { kind: "none" }
  /** `id` is null when the number cannot be a project's (0, or larger than the ids go). */
  | { kind: "number"; id: number | null; postCode: string | null }
  /** `email` is null when the text holds an "@" but is no address: it finds nobody. */
  | { kind: "email"; email: string | null }
  | { kind: "name"; words: string[] };

/** The largest project id (a Postgres `integer`): a longer number is no project's. */
const maxProjectId = 2_147_483_647;

/**
 * A project number as a mail or a person gives it: "1042", "#1042", "n° 1042", "nº1042", "no 1042",
 * "nr. 1042", "projet n° 1042", "project nr. 1042", "demande n° 12", "aanvraag nr. 12", with or
 * without spaces, and its digits grouped as a number may be written ("1 042", "1.042").
 */
const projectNumber =
  /^(?<words>(?:projet|project|demande|aanvraag)\s*)?(?<mark>#|n\s*[°º]|nr\.?|no\.?|n\.)?\s*#?\s*(?<digits>\d(?:[\d\s.\u00a0\u202f]*\d)?)$/iu;

/** The words of a customer-name search, at most five (a longer search is no name). */
function nameWords(text: string): string[] {
  return text.split(/\s+/).filter(Boolean).slice(0, 5);
}

/**
 * What a search text asks for. A bare four-digit number (1000 to 9999, as Belgian postcodes are)
 * is both a project number and a postcode; written with a mark ("#", "n°", "nr.") it is a
 * project number only. An e-mail address is compared whole, never as a part.
 */
export function parseProjectSearch(search: string): ProjectSearch {
  const text = search.trim();
  if (text === "") return { kind: "none" };
  const number = projectNumber.exec(text);
  if (number?.groups) {
    const digits = (number.groups.digits ?? "").replace(/\D/g, "");
    const marked = Boolean(number.groups.words || number.groups.mark);
    const value = digits.length <= 10 ? Number(digits) : Number.NaN;
    const id = Number.isInteger(value) && value >= 1 && value <= maxProjectId ? value : null;
    const postCode = !marked && /^[1-9]\d{3}$/.test(digits) ? digits : null;
    return { kind: "number", id, postCode };
  }
  if (text.includes("@")) {
    // Something with an "@" that is no address finds nobody: it is no name either.
    return { kind: "email", email: emailPattern.test(text) ? text.toLowerCase() : null };
  }
  return { kind: "name", words: nameWords(text) };
}
