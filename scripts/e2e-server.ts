import postgres from "postgres";

/** Starts the app for Playwright on a freshly created Postgres database (E2E_DATABASE_URL). */
const url = process.env.E2E_DATABASE_URL;
if (!url) throw new Error("E2E_DATABASE_URL is required");
const target = new URL(url);
const name = target.pathname.slice(1);
if (!/^[a-z0-9_]+$/.test(name)) throw new Error("E2E database name must be lowercase letters, digits and _");
const adminUrl = new URL(url);
adminUrl.pathname = "/postgres";
const admin = postgres(adminUrl.toString(), { max: 1, onnotice: () => {} });
await admin.unsafe(`drop database if exists "${name}" with (force)`);
await admin.unsafe(`create database "${name}"`);
await admin.end();

process.env.NODE_ENV = "test";
process.env.DATABASE_URL = url;
process.env.DATA_DIR ??= `./data/e2e`;
// Browser tests send many requests from one address within a minute.
process.env.CREATE_RATE_LIMIT_PER_MINUTE ??= "1000";
process.env.UPLOAD_RATE_LIMIT_PER_MINUTE ??= "1000";
process.env.CUSTOMER_ACTION_RATE_LIMIT_PER_MINUTE ??= "1000";
await import("../src/server/main");
