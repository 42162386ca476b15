import { describe, expect, test } from "bun:test";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { startDevIssuer } from "@/server/auth/dev-idp";
import { mailCopy } from "@/server/mail/copy";

/** Dependencies kept as docs/decisions/0008-patch-mantine-use-id.md and docs/architecture.md say. */
const root = join(import.meta.dir, "../../..");
const packageJson = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  patchedDependencies: Record<string, string>;
};
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );

describe("dependencies", () => {
  test("every @mantine/* package is on one exact version, installed as declared, and the hooks patch names it", () => {
    const mantine = Object.entries({ ...packageJson.dependencies, ...packageJson.devDependencies }).filter(([name]) => name.startsWith("@mantine/"));
    expect(mantine.length).toBeGreaterThanOrEqual(5);
    const versions = new Set(mantine.map(([, version]) => version));
    expect(versions.size).toBe(1);
    const [version] = [...versions];
    expect(version).toMatch(/^\d+\.\d+\.\d+$/);
    for (const [name] of mantine) {
      const installed = JSON.parse(readFileSync(join(root, "node_modules", name, "package.json"), "utf8")) as {
        version: string;
        peerDependencies?: Record<string, string>;
      };
      expect(installed.version).toBe(version ?? "");
      for (const [peer, wanted] of Object.entries(installed.peerDependencies ?? {})) if (peer.startsWith("@mantine/")) expect(wanted).toBe(version ?? "");
    }
    expect(Object.keys(packageJson.patchedDependencies)).toContain(`@mantine/hooks@${version}`);
  });

  test("oidc-provider is loaded only by the development issuer, by a dynamic import after the production check", () => {
    const srcDir = join(root, "src");
    const mentions = sourceFiles(srcDir).filter((file) => /["']oidc-provider["']/.test(readFileSync(file, "utf8")));
    expect(mentions.map((file) => file.slice(srcDir.length + 1))).toEqual(["server/auth/dev-idp.ts"]);
    const devIdp = readFileSync(join(srcDir, "server/auth/dev-idp.ts"), "utf8");
    expect(devIdp).not.toMatch(/^import[^;]*from\s+["']oidc-provider["']/m);
    const dynamicImport = devIdp.indexOf('await import("oidc-provider")');
    const productionCheck = devIdp.indexOf('options.nodeEnv === "production"');
    expect(dynamicImport).toBeGreaterThan(-1);
    expect(productionCheck).toBeGreaterThan(-1);
    expect(productionCheck).toBeLessThan(dynamicImport);
  });

  test("the development issuer refuses to start in production", async () => {
    await expect(startDevIssuer({ publicUrl: "https://example.be", db: undefined as never, nodeEnv: "production" })).rejects.toThrow(/NODE_ENV=production/);
  });

  test("the production client bundle (as scripts/build.ts builds it) holds nothing of oidc-provider, nor the server-only copy of the e-mails", async () => {
    const result = await Bun.build({
      entrypoints: [join(root, "src/client/index.html")],
      target: "browser",
      splitting: true,
      minify: false,
      define: { "process.env.NODE_ENV": JSON.stringify("production"), __HS_RELEASE__: JSON.stringify("test") },
      metafile: true,
    });
    expect(result.success).toBe(true);
    const inputs = Object.keys(result.metafile?.inputs ?? {});
    expect(inputs.length).toBeGreaterThan(50);
    expect(inputs.filter((input) => /oidc-provider|src\/server\/|src\/shared\/i18n\/(fr|nl)\/mail\//.test(input))).toEqual([]);
    // The dictionaries are in the bundle; the `mail` namespace (docs/architecture.md, "A mail") is not.
    expect(inputs).toContain("src/client/i18n/parts/nl-public.ts");
    expect(inputs).toContain("src/client/i18n/parts/nl-rest.ts");
    const mailOnly = [mailCopy("nl").common.versionBelow(), mailCopy("fr").providerAssignment.intro(), mailCopy("nl").ratingRequest.link()];
    for (const output of result.outputs) {
      if (output.kind !== "entry-point" && output.kind !== "chunk") continue;
      const code = await output.text();
      expect(code).not.toContain("oidc-provider");
      for (const text of mailOnly) expect(code).not.toContain(text);
    }
  }, 60_000);
});
