/** The status table lives in src/shared/project-statuses.ts (docs/product/statuses.md). */
export { ProjectStatus, type ProjectStatusId } from "@/shared/project-statuses";
