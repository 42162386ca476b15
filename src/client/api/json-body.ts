import { withControlCharactersAsSpaces } from "@/shared/text";

/**
 * A call's JSON body as a person typed it: a control character pasted into a field becomes a
 * space, which the server would otherwise refuse with the whole form (docs/product/validation.md).
 */
export function jsonBody(value: unknown): string {
  return JSON.stringify(withControlCharactersAsSpaces(value));
}
