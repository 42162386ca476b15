import type { ComboboxProps, MenuProps } from "@mantine/core";

/**
 * A list or menu whose field or button stays put while the page scrolls (in a dialog, or in the
 * sticky header) is placed against the screen, as they are. Placed against the page (Mantine's
 * default), a scroll of the page left it away from its button until the next frame, and a click in
 * that frame chose the entry above the one aimed at, or none (docs/product/consoles.md).
 */
export const dialogComboboxProps = { withinPortal: true, floatingStrategy: "fixed" } as const satisfies ComboboxProps;
export const headerMenuProps = { withinPortal: true, floatingStrategy: "fixed" } as const satisfies Partial<MenuProps>;
