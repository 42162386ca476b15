import { desc, eq } from "drizzle-orm";
import type { Clock } from "../../clock";
import type { Database, Executor } from "../../db/client";
import { projectNotes } from "../../db/schema";
import { refuse } from "../errors";
import { lockProject, recordProjectEvent } from "../project-status/transition";

/**
 * The network's internal notes on a project (docs/product/project-notes.md). Adding one is
 * audited as `note.added` without its text (the history never shows customer data); a project
 * whose personal data is erased takes no more notes.
 */
export async function addProjectNote(deps: { db: Database; clock: Clock }, input: { projectId: number; userId: number; text: string }) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const project = await lockProject(tx, input.projectId);
    if (project.personalDataErasedAt) throw refuse("noteOnErasedProject", "conflict");
    const [note] = await tx
      .insert(projectNotes)
      .values({ projectId: project.id, authorUserId: input.userId, text: input.text, createdAt: now })
      .returning({ id: projectNotes.id, createdAt: projectNotes.createdAt });
    await recordProjectEvent(tx, project, { actor: { type: "network", id: input.userId }, action: "note.added", now });
    return note;
  });
}

/** A project's notes, newest first. */
export function listProjectNotes(db: Executor, projectId: number) {
  return db
    .select({ id: projectNotes.id, text: projectNotes.text, createdAt: projectNotes.createdAt })
    .from(projectNotes)
    .where(eq(projectNotes.projectId, projectId))
    .orderBy(desc(projectNotes.createdAt), desc(projectNotes.id));
}
