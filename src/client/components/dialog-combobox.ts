import type { ComboboxProps } from "@mantine/core";

/**
 * The list of a select inside a dialog: fixed, as the dialog is. Positioned against the page
 * (Mantine's default), a scroll of the page behind the dialog moved the list away from its field
 * until the next frame, and a click in that frame chose the option above the one aimed at.
 */
export const dialogComboboxProps = { withinPortal: true, floatingStrategy: "fixed" } as const satisfies ComboboxProps;
