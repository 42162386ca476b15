import { z } from "zod";

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
    PUBLIC_URL: z.url().default("http://localhost:3000"),
    MAX_BODY_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .max(100 * 1024 * 1024)
      .default(32 * 1024 * 1024),
    TRUSTED_PROXIES: z.string().default(""),
    CREATE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
    UPLOAD_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
    SESSION_SECRET: optionalText.refine((v) => v === undefined || v.length >= 32, "must be at least 32 characters"),
    OIDC_ISSUER: optionalUrl,
    OIDC_CLIENT_ID: optionalText,
    OIDC_CLIENT_SECRET: optionalText,
    OIDC_AUDIENCE: optionalText,
    SMTP_URL: optionalUrl,
    MAIL_FROM: z.string().default("Home Services <no-reply@example.com>"),
    NETWORK_MAILBOX: z.email().default("network@example.com"),
    S3_BUCKET: optionalText,
    S3_ENDPOINT: optionalUrl,
    S3_REGION: optionalText,
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    INSURER_NAME: z.string().min(1).default("Assureur Exemple SA"),
    DPO_EMAIL: z.email().default("privacy@example.com"),
    GTM_ID: optionalText.refine((v) => v === undefined || /^GTM-[A-Z0-9]+$/.test(v), "must look like GTM-XXXXXXX"),
    SEED_ON_START: z
      .enum(["true", "false"])
      .default("true")
      .transform((v) => v === "true"),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV !== "production") return;
    if (!env.SESSION_SECRET) ctx.addIssue({ code: "custom", path: ["SESSION_SECRET"], message: "is required in production" });
    if (!env.OIDC_ISSUER) ctx.addIssue({ code: "custom", path: ["OIDC_ISSUER"], message: "is required in production (the development issuer refuses to run there)" });
  });

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
