import { describe, expect, test } from "bun:test";
import { missingPrerequisite } from "../prerequisites";

// Run by tests/integration/foundation/prerequisites.test.ts only: a prerequisite that is never there.
const skip = missingPrerequisite("an absent thing", "/nonexistent/thing is absent");
describe.skipIf(skip)("tests that need the absent thing", () => {
  test("would use it", () => expect(true).toBe(true));
});
