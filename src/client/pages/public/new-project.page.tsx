import { HydrationGuard } from "@/client/ssr/hydration-guard";
import { Wizard } from "@/client/wizard/wizard";

/** Routes newproject, newproject/:subcatid and newproject/:subcatid/:serviceid (docs/product/wizard.md). */
export default function NewProjectPage() {
  return (
    <HydrationGuard>
      <Wizard />
    </HydrationGuard>
  );
}
