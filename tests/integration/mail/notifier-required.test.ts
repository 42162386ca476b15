import { describe, expect, test } from "bun:test";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { AppDeps } from "@/server/app";
import type { AddLoginDeps } from "@/server/domain/logins/service";
import type { Notifier } from "@/server/domain/notifications/service";
import type { NetworkActionDeps } from "@/server/domain/project-status/network-actions";
import type { ProviderActionDeps } from "@/server/domain/project-status/provider-actions";
import type { CreateProjectDeps } from "@/server/domain/projects/create-project";
import type { DeadlineSweeperOptions } from "@/server/jobs/deadline-sweeper";

const srcDir = join(import.meta.dir, "../../../src");
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );

/** The notifier (docs/product/notifications.md): built once by the process, required by every operation that sends mail. */
describe("the notifier is one required dependency", () => {
  test("no operation that sends mail can be given deps without it (checked by the compiler)", () => {
    type Required<T, K extends keyof T> = undefined extends T[K] ? false : true;
    const required: [
      Required<CreateProjectDeps, "notify">,
      Required<ProviderActionDeps, "notify">,
      Required<NetworkActionDeps, "notify">,
      Required<DeadlineSweeperOptions, "notify">,
      Required<AppDeps, "notify">,
      Required<AddLoginDeps, "notify">,
    ] = [true, true, true, true, true, true];
    expect(required).toEqual([true, true, true, true, true, true]);
  });

  test("every mail of the notifier is a required member, so no caller has to ask whether it is there (checked by the compiler)", () => {
    type OptionalMembers<T> = { [K in keyof T]-?: undefined extends T[K] ? K : never }[keyof T];
    const optional: [OptionalMembers<Notifier>] extends [never] ? "none" : OptionalMembers<Notifier> = "none";
    expect(optional).toBe("none");
  });

  test("it is built in one place: main.ts (through notifierFromEnv), never by a door", () => {
    const builders = sourceFiles(srcDir)
      .filter((file) => /\b(notifierFromEnv|createNotifier)\(/.test(readFileSync(file, "utf8")))
      .map((file) => file.slice(srcDir.length + 1))
      .sort();
    expect(builders).toEqual(["server/domain/notifications/service.ts", "server/domain/project-status/notifier-from-env.ts", "server/main.ts"]);
  });
});
