/**
 * What any text from outside may hold (docs/product/validation.md, "Any text from outside"):
 * shared by the server's door guards, the schemas and the client that sends forms.
 */

/** Control characters no person types and no field stores: C0 but tab, line feed and carriage return; DEL; C1. */
const controlCharacter = /(?![\t\n\r])\p{Cc}/u;
const controlCharacters = /(?![\t\n\r])\p{Cc}/gu;

/**
 * Whether a text can be stored as it came: no control character and no lone half of a surrogate
 * pair, which the database would turn into "�" without a word.
 */
export function isStorableText(text: string): boolean {
  return !controlCharacter.test(text) && text.isWellFormed();
}

/** White space and invisible format characters (zero-width space, word joiner, byte-order mark…) at either end. */
const invisibleEdges = /^[\s\p{Cf}]+|[\s\p{Cf}]+$/gu;

/**
 * `trim()` that also drops invisible format characters, which `trim()` keeps: "\u200b" is empty,
 * so a required field holding only that is missing, as it looks.
 */
export function trimVisible(text: string): string {
  return text.replace(invisibleEdges, "");
}

/**
 * A form's values as sent: a control character pasted into a field (a PDF's form feed, a vertical
 * tab) becomes the space the person saw, instead of the server refusing the whole form.
 */
export function withControlCharactersAsSpaces<T>(value: T): T {
  if (typeof value === "string") return value.replace(controlCharacters, " ") as T;
  if (Array.isArray(value)) return value.map(withControlCharactersAsSpaces) as T;
  if (value !== null && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withControlCharactersAsSpaces(item)])) as T;
  }
  return value;
}
