import { List, Text } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * Renders a dictionary text: a blank line starts a paragraph, consecutive lines starting
 * with "- " form a bulleted list.
 */
export function RichText({ text }: { text: string }) {
  const blocks = text.split(/\n\s*\n/);
  const out: ReactNode[] = [];
  blocks.forEach((block, b) => {
    const lines = block.split("\n");
    let paragraph: string[] = [];
    let items: string[] = [];
    const flushParagraph = () => {
      if (paragraph.length)
        out.push(
          <Text key={`p${b}-${out.length}`} mb="sm">
            {paragraph.join(" ")}
          </Text>,
        );
      paragraph = [];
    };
    const flushList = () => {
      if (items.length)
        out.push(
          <List key={`l${b}-${out.length}`} mb="sm" spacing={4} withPadding>
            {items.map((item, i) => (
              <List.Item key={i}>{item}</List.Item>
            ))}
          </List>,
        );
      items = [];
    };
    for (const line of lines) {
      if (line.startsWith("- ")) {
        flushParagraph();
        items.push(line.slice(2));
      } else {
        flushList();
        paragraph.push(line);
      }
    }
    flushParagraph();
    flushList();
  });
  return <>{out}</>;
}
