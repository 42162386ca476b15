import { z } from "zod";
import type { KeysOf } from "../message-keys";
import { emailPattern, idSchema } from "./fields";
import { trimVisible } from "../text";

/** New web login of a provider (docs/product/validation.md): three required fields. */
export const newLoginSchema = z.object({
  providerId: idSchema,
  givenName: z.string().max(100),
  lastName: z.string().max(100),
  email: z.string().max(254),
});
export type NewLoginInput = z.infer<typeof newLoginSchema>;

/** Message keys (dictionary section `api`) of the login checks. */
type LoginProblem = KeysOf<"api", "loginGivenNameMissing" | "loginLastNameMissing" | "loginEmailMissing" | "loginEmailInvalid">;

/**
 * The warnings of docs/product/validation.md in order: given name, last name, login e-mail. The e-mail rule
 * of the same file applies too (the person signs in with it, a typo would lock them out).
 */
export function loginProblem(input: Pick<NewLoginInput, "givenName" | "lastName" | "email">): LoginProblem | undefined {
  if (!trimVisible(input.givenName)) return "loginGivenNameMissing";
  if (!trimVisible(input.lastName)) return "loginLastNameMissing";
  const email = input.email.trim();
  if (!email) return "loginEmailMissing";
  if (email.length > 254 || !emailPattern.test(email)) return "loginEmailInvalid";
  return undefined;
}

/** The field each login check is about: the form marks it with the message and moves the focus there. */
export const loginProblemField: Record<LoginProblem, "givenName" | "lastName" | "email"> = {
  loginGivenNameMissing: "givenName",
  loginLastNameMissing: "lastName",
  loginEmailMissing: "email",
  loginEmailInvalid: "email",
};

export const loginListSchema = z.object({ providerId: idSchema, page: z.number().int().min(1).max(10_000).default(1) });

/**
 * One web login of a provider, to remove or to invite again (docs/product/consoles.md): the
 * provider too, so a login of another provider is "not found".
 */
export const providerLoginSchema = z.object({ providerId: idSchema, loginId: idSchema });
