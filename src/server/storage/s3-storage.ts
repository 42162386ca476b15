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
      // The stored type comes from the object's metadata (HEAD): `file.type` only guesses from the name.
      let contentType: string;
      try {
        contentType = (await file.stat()).type;
      } catch (error) {
        if (!(await file.exists())) return undefined;
        throw error;
      }
      return { bytes: new Uint8Array(await file.arrayBuffer()), contentType: contentType || "application/octet-stream" };
    },
    async delete(name) {
      assertStoredName(name);
      await client.file(name).delete();
    },
    /** Every stored name: S3 answers at most 1,000 keys a page, so this follows the continuation tokens. */
    async list() {
      const names: string[] = [];
      let continuationToken: string | undefined;
      // Bounded: a million pages is far beyond any bucket this product fills.
      for (let page = 0; page < 1_000_000; page++) {
        const result = await client.list(continuationToken ? { continuationToken } : {});
        for (const item of result.contents ?? []) names.push(item.key);
        continuationToken = result.isTruncated ? result.nextContinuationToken : undefined;
        if (!continuationToken) return names;
      }
      throw new Error("S3 listing did not end");
    },
  };
}
