import { Text } from "@mantine/core";
import { useLL } from "../i18n/language";

/** The customer's name, or that it was erased (its "— —" said nothing: docs/product/retention.md). */
export function CustomerName({ project }: { project: { customerFirstName: string; customerLastName: string; personalDataErased: boolean } }) {
  const LL = useLL();
  if (project.personalDataErased)
    return (
      <Text component="span" inherit fs="italic" c="gray.7">
        {LL.common.console.customerDataErased()}
      </Text>
    );
  return (
    <>
      {project.customerFirstName} {project.customerLastName}
    </>
  );
}
