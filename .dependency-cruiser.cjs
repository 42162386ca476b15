/**
 * Import boundaries of docs/architecture.md, checked by `bun run lint`
 * (docs/decisions/0017-import-boundaries.md).
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: "no-cycles",
      comment: "A cycle makes load order matter and hides which layer owns what.",
      severity: "error",
      from: { path: "^src/" },
      to: { circular: true },
    },
    {
      name: "domain-not-to-doors",
      comment: "Business rules never depend on how a request came in: REST, tRPC, sign-in routes, pages, jobs, start-up.",
      severity: "error",
      from: { path: "^src/server/domain/" },
      to: { path: "^src/server/(rest|trpc|ssr|jobs)/|^src/server/auth/routes\\.ts$|^src/server/(app|main)\\.ts$" },
    },
    {
      name: "rest-not-to-trpc",
      comment: "The two doors share the domain, never each other: what one needs from the other belongs in domain/ or a shared helper.",
      severity: "error",
      from: { path: "^src/server/rest/" },
      to: { path: "^src/server/trpc/" },
    },
    {
      name: "trpc-not-to-rest",
      comment: "The two doors share the domain, never each other.",
      severity: "error",
      from: { path: "^src/server/trpc/" },
      to: { path: "^src/server/rest/" },
    },
    {
      name: "jobs-not-to-doors",
      comment: "A background job calls the domain as a door would, never through one: no request, session or reply shape in a job.",
      severity: "error",
      from: { path: "^src/server/jobs/" },
      to: { path: "^src/server/(rest|trpc|ssr)/|^src/server/auth/routes\\.ts$|^src/server/(app|main)\\.ts$" },
    },
    {
      name: "client-not-to-server",
      comment: "The browser bundle must never pull in server code; types (AppRouter) are erased and allowed.",
      severity: "error",
      from: { path: "^src/client/" },
      to: { path: "^src/server/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "shared-not-to-app",
      comment: "shared/ is used by both sides, so it imports nothing of either.",
      severity: "error",
      from: { path: "^src/shared/" },
      to: { path: "^src/(client|server)/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^src/shared/i18n/i18n-" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default", "types"] },
  },
};
