import { describe, expect, test } from "bun:test";
import { erasuresInLog } from "@/server/jobs/redo-erasures";

/** What `bun run db:redo-erasures` takes from a log (docs/product/retention.md, "Copies outside the database"). */
describe("the erasures named in a log", () => {
  test("each erased project once, in the order met; other events, bad numbers and non-JSON lines are not erasures", () => {
    const lines = [
      '{"level":"info","event":"personal-data.erased","projectId":12,"by":"customer"}',
      '{"level":"info","event":"http.request","projectId":13}',
      "[12:01:02.345] INFO: personal-data.erased projectId: 14",
      '{"event":"personal-data.erased","projectId":"15"}',
      '{"event":"personal-data.erased","projectId":-3}',
      '{"event":"personal-data.erased","projectId":1.5}',
      "[1, 2]",
      "",
      '{"event":"personal-data.erased","projectId":9,"by":"network"}',
      '{"event":"personal-data.erased","projectId":12,"by":"network"}',
    ];
    expect(erasuresInLog(lines.join("\n"))).toEqual({ projectIds: [12, 9], unreadableLines: 1 });
  });

  test("Windows line ends and an empty log", () => {
    expect(erasuresInLog('{"event":"personal-data.erased","projectId":4}\r\n').projectIds).toEqual([4]);
    expect(erasuresInLog("")).toEqual({ projectIds: [], unreadableLines: 0 });
  });
});
