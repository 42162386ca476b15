import { z } from "zod";
import { defaultInsurerNames } from "@/shared/insurer";

const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(z.url().optional());

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

/** "1" or "true" turns a setting on; empty, "0" or "false" leaves it off. */
const flag = z
  .enum(["", "0", "1", "true", "false"], { message: "must be 1 or 0" })
  .default("0")
  .transform((v) => v === "1" || v === "true");

/** Every setting the process reads, with embedded defaults so `bun dev` needs nothing. */
export const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default("0.0.0.0"),
    DATABASE_URL: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? v : undefined))
      .refine((v) => v === undefined || /^postgres(ql)?:\/\/[^\s]+$/.test(v), "must be a postgres:// URL"),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    DATA_DIR: z.string().min(1).default("./data"),
    // Unset: http://localhost:<PORT>, so that `PORT=4300 bun dev` signs in and uploads on 4300 (docs/product/consoles.md).
    PUBLIC_URL: optionalUrl,
    MAX_BODY_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .max(100 * 1024 * 1024)
      .default(32 * 1024 * 1024),
    /** How long a public api/ call's database work may take before it is answered 503 (docs/operations/logging-and-errors.md). */
    API_DEADLINE_MS: z.coerce.number().int().min(100).max(120_000).default(8000),
    TRUSTED_PROXIES: z.string().default(""),
    // docs/operations/logging-and-errors.md: JSON lines, or readable lines for a developer's terminal.
    // Empty is unset, as .env.example writes it.
    LOG_FORMAT: optionalText.pipe(z.enum(["json", "pretty"]).optional()),
    LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
    CREATE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
    UPLOAD_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
    /** Status-page actions (withdraw, erase…) per client address and minute (docs/product/customer-controls.md). */
    CUSTOMER_ACTION_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
    /** Months personal data is kept after a request ends (docs/product/retention.md). */
    RETENTION_MONTHS: z.coerce.number().int().min(1).max(240).default(36),
    SESSION_SECRET: optionalText.refine((v) => v === undefined || v.length >= 32, "must be at least 32 characters"),
    OIDC_ISSUER: optionalUrl,
    OIDC_CLIENT_ID: optionalText,
    OIDC_CLIENT_SECRET: optionalText,
    OIDC_AUDIENCE: optionalText,
    // nodemailer reads smtp:// (STARTTLS when offered) and smtps:// (TLS from the start); anything else would fail only at the first mail.
    SMTP_URL: optionalUrl.refine((v) => v === undefined || /^smtps?:\/\//i.test(v), "must be an smtp:// or smtps:// URL"),
    /** Seconds between two looks at the mail outbox when it is empty (docs/operations/scaling-out.md). */
    MAIL_POLL_SECONDS: z.coerce.number().int().min(1).max(3600).default(15),
    /** How long a worker holds the messages it claimed, renewed while one is being sent (docs/operations/scaling-out.md). */
    MAIL_LEASE_SECONDS: z.coerce.number().int().min(8).max(86_400).default(600),
    /** Seconds between two runs of the response-deadline sweeper (docs/product/deadlines.md). */
    DEADLINE_SWEEP_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    MAIL_FROM: z.string().default("Services à domicile - Diensten aan huis <no-reply@example.com>"),
    NETWORK_MAILBOX: z.email().default("network@example.com"),
    /** The network mailbox's morning summary (docs/product/notifications.md, "The morning summary"); 0 turns it off. */
    NETWORK_MORNING_SUMMARY: z
      .enum(["", "0", "1", "true", "false"], { message: "must be 1 or 0" })
      .default("1")
      .transform((v) => v !== "0" && v !== "false"),
    S3_BUCKET: optionalText,
    S3_ENDPOINT: optionalUrl,
    S3_REGION: optionalText,
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    /** Bearer token for /metrics; without it /metrics is not served (docs/operations/scaling-out.md#metrics). */
    METRICS_TOKEN: optionalText.refine((v) => v === undefined || v.length >= 16, "must be at least 16 characters"),
    /** The insurer's name in French, and in Dutch when its legal form differs ("… SA" / "… NV"); see insurer-names.ts. */
    INSURER_NAME: optionalText,
    INSURER_NAME_NL: optionalText,
    DPO_EMAIL: z.email().default("privacy@example.com"),
    GTM_ID: optionalText.refine((v) => v === undefined || /^GTM-[A-Z0-9]+$/.test(v), "must look like GTM-XXXXXXX"),
    /** Share the port with other processes (SO_REUSEPORT); never on the embedded database. */
    REUSE_PORT: flag,
    /** Seconds a stop waits for the requests in flight before it closes their connections (docs/operations.md). */
    STOP_GRACE_SECONDS: z.coerce.number().int().min(1).max(300).default(25),
    /** Link a first sign-in by e-mail even when the issuer does not say the e-mail is verified. */
    OIDC_TRUST_UNVERIFIED_EMAIL: flag,
    SEED_ON_START: z
      .enum(["", "0", "1", "true", "false"], { message: "must be 1 or 0" })
      .default("1")
      .transform((v) => v === "1" || v === "true" || v === ""),
  })
  // Runs even when a variable failed, so that one start names every missing one at once; a value
  // that failed is then still the raw text, so the rules below test for `true`, not truthiness.
  .superRefine(
    (env, ctx) => {
      if (env.REUSE_PORT === true && !env.DATABASE_URL) {
        ctx.addIssue({
          code: "custom",
          path: ["REUSE_PORT"],
          message: "is refused on the embedded database (PGlite): two processes would write one data folder; set DATABASE_URL or unset REUSE_PORT",
        });
      }
      // A configured issuer is useless without the client it knows this product as: sign-in would fail at the first person.
      if (env.OIDC_ISSUER) {
        for (const name of ["OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET"] as const)
          if (!env[name]) ctx.addIssue({ code: "custom", path: [name], message: "is required with OIDC_ISSUER" });
      }
      // ID tokens are issued for the client id: as the access tokens' audience, any person's ID token would pass as a bearer token.
      if (env.OIDC_AUDIENCE && env.OIDC_AUDIENCE === env.OIDC_CLIENT_ID) {
        ctx.addIssue({ code: "custom", path: ["OIDC_AUDIENCE"], message: "must differ from OIDC_CLIENT_ID (ID tokens carry the client id as their audience)" });
      }
      if (env.NODE_ENV !== "production") return;
      if (!env.SESSION_SECRET) ctx.addIssue({ code: "custom", path: ["SESSION_SECRET"], message: "is required in production" });
      if (!env.OIDC_ISSUER)
        ctx.addIssue({ code: "custom", path: ["OIDC_ISSUER"], message: "is required in production (the development issuer refuses to run there)" });
      // Links in e-mails and the sign-in redirect are built from it: a localhost default would reach customers.
      if (!env.PUBLIC_URL) ctx.addIssue({ code: "custom", path: ["PUBLIC_URL"], message: "is required in production (the address people use)" });
      // Without it mails are .eml files on disk: customers would never get their links, and erasure does not reach those files.
      if (!env.SMTP_URL) ctx.addIssue({ code: "custom", path: ["SMTP_URL"], message: "is required in production (without it no mail is sent)" });
    },
    { when: () => true },
  )
  .transform((env) => ({
    ...env,
    PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    // The demo's names by default; a configured French name serves Dutch too until INSURER_NAME_NL is set.
    INSURER_NAME: env.INSURER_NAME ?? defaultInsurerNames.fr,
    INSURER_NAME_NL: env.INSURER_NAME_NL ?? env.INSURER_NAME ?? defaultInsurerNames.nl,
  }));

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  constructor(readonly lines: string[]) {
    super(`Invalid configuration:\n${lines.join("\n")}`);
  }
}

/** Parses the environment; a bad value gives one line per bad variable, never its value. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `${issue.path.join(".") || "environment"}: ${issue.message}`);
  throw new EnvError(lines);
}
