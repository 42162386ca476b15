import { join, resolve } from "node:path";
import type { Env } from "../env";
import { createLocalStorage } from "./local-storage";
import { createS3Storage } from "./s3-storage";
import type { FileStorage } from "./storage";

export function createStorage(env: Env): FileStorage {
  if (env.S3_BUCKET) {
    return createS3Storage({
      bucket: env.S3_BUCKET,
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    });
  }
  return createLocalStorage(join(resolve(env.DATA_DIR), "uploads"));
}
