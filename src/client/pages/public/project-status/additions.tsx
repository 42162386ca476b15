import { Button, Stack, Text } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { AdditionDialog } from "../../../components/customer-controls/addition-dialog";
import { formatDayAndTime } from "../../../components/format";
import { useLL } from "../../../i18n/language";
import { useStatusAction } from "./status-action";

/** An addition as the status reply lists it (dates arrive as JSON text). */
export interface StatusAddition {
  id: number;
  text: string;
  byNetwork: boolean;
  createdAt: string;
}

/**
 * "Add to my request" on the status page (docs/product/customer-controls.md): what the customer
 * added under the description, oldest first, and a dialog to add one more while the request takes
 * them (`canAdd`) and fewer than `max` are there.
 */
export function Additions({ token, items, max, canAdd }: { token: string; items: StatusAddition[]; max: number; canAdd: boolean }) {
  const LL = useLL();
  const C = LL.customerControls;
  const call = useStatusAction(token);
  const [open, setOpen] = useState(false);
  // Once the list read again holds the new addition, the focus goes to it (the dialog's button is gone).
  const focusNewest = useRef<number | null>(null);
  // Typed as Stack types its element; it is the list itself (`component="ul"`).
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusNewest.current === null || items.length === focusNewest.current) return;
    focusNewest.current = null;
    list.current?.querySelector<HTMLElement>("li:last-child")?.focus();
  }, [items.length]);

  if (items.length === 0 && !canAdd) return null;
  const full = items.length >= max;
  return (
    <Stack gap="xs" align="flex-start" data-testid="additions" style={{ alignSelf: "stretch" }}>
      <Text size="sm" fw={600}>
        {C.additionsTitle()}
      </Text>
      {canAdd && <Text size="sm">{C.additionsHelp()}</Text>}
      {items.length > 0 && (
        <Stack gap="xs" component="ul" ref={list} aria-label={C.additionsTitle()} style={{ listStyle: "none", padding: 0, margin: 0, maxWidth: 640 }}>
          {items.map((item) => {
            const { day, time } = formatDayAndTime(new Date(item.createdAt));
            return (
              <li key={item.id} tabIndex={-1}>
                <Text size="xs" c="gray.7">
                  {LL.provider.additionAddedOn({ date: `${day} ${time}` })}
                  {item.byNetwork && ` · ${C.additionByNetwork()}`}
                </Text>
                <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                  {item.text}
                </Text>
              </li>
            );
          })}
        </Stack>
      )}
      {canAdd &&
        (full ? (
          <Text size="sm" c="gray.7">
            {C.additionsFull({ max })}
          </Text>
        ) : (
          <Button variant="light" onClick={() => setOpen(true)} className="hs-wrap-button">
            {C.additionsButton()}
          </Button>
        ))}
      <AdditionDialog
        opened={open}
        onClose={() => setOpen(false)}
        title={C.additionDialogTitle()}
        text={C.additionDialogText()}
        label={C.additionLabel()}
        confirmLabel={C.additionConfirm()}
        onSave={async (text) => {
          focusNewest.current = items.length;
          const added = await call("addition", "additions", { body: { text } });
          if (!added) focusNewest.current = null;
          return added;
        }}
      />
    </Stack>
  );
}
