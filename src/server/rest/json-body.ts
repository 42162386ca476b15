import { holdsUnstorableText } from "../security/input-guards";

/**
 * The JSON body of a call that reads its own (`parse: "none"`), or undefined when it is no JSON or
 * holds a text that cannot be stored (docs/product/validation.md, "Any text from outside"): the call then
 * answers 400 `invalidRequest`, whatever its fields would have said.
 */
export async function readJsonBody(request: Request): Promise<unknown> {
  try {
    const value: unknown = JSON.parse(await request.text());
    return holdsUnstorableText(value) ? undefined : value;
  } catch {
    return undefined;
  }
}
