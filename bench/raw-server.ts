/** The baseline: a raw Bun.serve returning fixed bytes (those of the app's catalogue reply). */
const bytes = await Bun.file(process.env.RAW_BODY_FILE ?? "").bytes();
const server = Bun.serve({
  port: Number(process.env.PORT),
  hostname: "127.0.0.1",
  fetch: () => new Response(bytes, { headers: { "content-type": "application/json" } }),
});
console.log(JSON.stringify({ event: "raw.ready", port: server.port }));
process.on("SIGTERM", () => {
  server.stop(true);
  process.exit(0);
});
export {};
