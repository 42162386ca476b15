import { silentLogger } from "@/server/logger";
import { describe, expect, test } from "bun:test";
import { eraseMyData } from "@/server/domain/customer-controls/erase";
import { acceptProject } from "@/server/domain/project-status/provider-actions";
import { getProjectDetails } from "@/server/domain/projects/project-details";
import { testDriver } from "../../support/database";
import { projectById } from "../../support/fixtures";
import { auditOf, customerControlsSetup, notifier, post, publicUrl, sendRequest } from "./support";
import { translate } from "@/server/translate";
import { apiMessage } from "@/server/domain/errors";

/** docs/product/customer-controls.md, "When to call me". */
describe(`when to call me on ${testDriver}`, () => {
  const setup = customerControlsSetup();
  const save = async (token: string, body: unknown, lang = "fr") =>
    (
      await setup.app.request(`/api/projectstatus/${token}/call-times?lang=${lang}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      })
    ).json();
  const status = async (token: string) => (await (await setup.app.request(`/api/projectstatus/${token}`)).json()).data;

  test("chosen on the status page, kept in the day's order, read by the provider; the same choice writes nothing", async () => {
    const { projectId, token } = await sendRequest(setup.db, setup.app.clock, { PostalAreaId: setup.brussels });
    expect(await status(token)).toMatchObject({ callTimes: [], actions: { canSetCallTimes: true } });
    expect(await save(token, { times: ["evening", "morning", "evening"] })).toEqual({
      isError: false,
      userMessage: "Vos préférences d'appel ont été enregistrées.",
      data: true,
    });
    expect((await status(token)).callTimes).toEqual(["morning", "evening"]);
    const providerId = (await projectById(setup.db, projectId))?.providerId ?? 1;
    await acceptProject(setup.deps(), providerId, projectId);
    // Still open once accepted: that is when the provider calls.
    expect((await save(token, { times: ["afternoon"] })).isError).toBe(false);
    const seen = await getProjectDetails(setup.db, { kind: "provider", providerId }, projectId, "fr");
    expect(seen?.preferredCallTimes).toEqual(["afternoon"]);
    await save(token, { times: ["afternoon"] });
    const audit = await auditOf(setup.db, projectId, "customer.call-times");
    expect(audit.map((a) => a.details)).toEqual([{ times: ["morning", "evening"] }, { times: ["afternoon"] }]);
    expect(audit[0]).toMatchObject({ actorType: "customer", actorId: null });
  });

  test("refused: an unknown part of the day, not a list (no page sends either: a malformed request), or once the request is final; erased with the personal data", async () => {
    const { projectId, token } = await sendRequest(setup.db, setup.app.clock, { PostalAreaId: setup.brussels });
    expect(await save(token, { times: ["night"] })).toMatchObject({ isError: true, userMessage: translate("fr", apiMessage("invalidRequest")) });
    expect((await save(token, { times: "morning" }, "nl")).userMessage).toBe(translate("nl", apiMessage("invalidRequest")));
    // An unknown link says so first, whatever was sent.
    expect((await save("x".repeat(43), { times: "morning" }, "nl")).userMessage).toBe(translate("nl", apiMessage("statusLinkInvalid")));
    expect((await save(token, undefined)).isError).toBe(true);
    await save(token, { times: ["morning"] });
    await post(setup.app.request, token, "withdraw");
    expect(await status(token)).toMatchObject({ actions: { canSetCallTimes: false } });
    expect((await save(token, { times: [] })).userMessage).toBe("La demande est clôturée\u00a0: il n'est plus utile d'indiquer quand vous appeler.");
    expect((await projectById(setup.db, projectId))?.preferredCallTimes).toEqual(["morning"]);
    // The customer's export holds them; the erasure removes them.
    expect((await (await setup.app.request(`/api/projectstatus/${token}/export.json`)).json()).contact.preferredCallTimes).toEqual(["morning"]);
    await eraseMyData(
      { db: setup.db, clock: setup.app.clock, storage: setup.app.storage, publicUrl, notify: notifier, logger: silentLogger },
      { by: "customer", token },
    );
    expect((await projectById(setup.db, projectId))?.preferredCallTimes).toEqual([]);
  });
});
