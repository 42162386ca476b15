import { S3Client } from "bun";
import { assertStoredName, type FileStorage } from "./storage";

export interface S3Settings {
  bucket: string;
  endpoint?: string;
  region?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
}

/** Any S3-compatible store through Bun's built-in client. */
export function createS3Storage(settings: S3Settings): FileStorage {
  const client = new S3Client(settings);
  return {
    async put(name, bytes, contentType) {
      assertStoredName(name);
      await client.file(name).write(bytes, { type: contentType });
    },
    async get(name) {
      assertStoredName(name);
      const file = client.file(name);
      if (!(await file.exists())) return undefined;
      return { bytes: new Uint8Array(await file.arrayBuffer()), contentType: file.type };
    },
    async delete(name) {
      assertStoredName(name);
      await client.file(name).delete();
    },
    async list() {
      const result = await client.list();
      return (result.contents ?? []).map((item) => item.key);
    },
  };
}
