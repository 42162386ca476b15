import type { Env } from "../../env";
import { insurerNamesOf } from "../../insurer-names";
import { createNotifier, type Notifier } from "../notifications/service";

/** The notifier with the settings of the environment: what adapters and jobs pass to the domain. */
export function notifierFromEnv(env: Pick<Env, "PUBLIC_URL" | "NETWORK_MAILBOX" | "INSURER_NAME" | "INSURER_NAME_NL">): Notifier {
  return createNotifier({ publicUrl: env.PUBLIC_URL, networkMailbox: env.NETWORK_MAILBOX, insurerName: insurerNamesOf(env) });
}
