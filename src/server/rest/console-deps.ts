import type { IdentityDeps } from "../auth/identity";
import type { Notifier } from "../domain/notifications/service";
import type { Logger } from "../logger";
import type { FileStorage } from "../storage/storage";

/** What the bearer api/ adapters of the consoles need. */
export interface ConsoleApiDeps extends IdentityDeps {
  storage: FileStorage;
  logger: Logger;
  /** The one notifier of the process (src/server/main.ts). */
  notify: Notifier;
}
