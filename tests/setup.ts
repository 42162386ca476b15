import { afterAll } from "bun:test";
import { removeTemporaryFolders } from "./support/temporary-folders";

// Loaded before every test file (bunfig.toml): tests never read the developer's .env or data folder.
process.env.NODE_ENV = "test";

// Registered here, it runs once, after the last test file.
afterAll(removeTemporaryFolders);
