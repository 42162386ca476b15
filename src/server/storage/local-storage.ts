import { mkdir, readdir, rm } from "node:fs/promises";
import { join, resolve } from "node:path";
import { assertStoredName, type FileStorage } from "./storage";

export function createLocalStorage(dir: string): FileStorage {
  const root = resolve(dir);
  const pathOf = (name: string) => {
    assertStoredName(name);
    return join(root, name);
  };
  return {
    async put(name, bytes) {
      await mkdir(root, { recursive: true });
      await Bun.write(pathOf(name), bytes);
    },
    async get(name) {
      const file = Bun.file(pathOf(name));
      if (!(await file.exists())) return undefined;
      return { bytes: await file.bytes(), contentType: file.type };
    },
    async delete(name) {
      await rm(pathOf(name), { force: true });
    },
    async list() {
      try {
        return await readdir(root);
      } catch {
        return [];
      }
    },
  };
}
