import { storedNamePattern } from "@/shared/uploads";

/** Where uploaded files live: local disk by default, an S3-compatible store when configured. */
export interface FileStorage {
  put(name: string, bytes: Uint8Array, contentType: string): Promise<void>;
  get(name: string): Promise<{ bytes: Uint8Array; contentType: string } | undefined>;
  delete(name: string): Promise<void>;
  list(): Promise<string[]>;
}

export function assertStoredName(name: string): void {
  if (!storedNamePattern.test(name) || name.includes("..")) throw new Error("not a stored file name");
}
