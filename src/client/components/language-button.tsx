import { Button } from "@mantine/core";
import { type ComponentType, useState } from "react";
import { useLanguage, useLL } from "../i18n/language";
import { notify } from "./notify";

type LanguageMenuComponent = ComponentType<{ defaultOpened: boolean }>;

let menuModule: Promise<LanguageMenuComponent> | undefined;
/** The menu's chunk, fetched once: when the pointer or the focus reaches the button, at the latest on a tap. */
function loadMenu(): Promise<LanguageMenuComponent> {
  menuModule ??= import("./language-menu").then((m) => m.default);
  menuModule.catch(() => (menuModule = undefined));
  return menuModule;
}

/**
 * The language button of the header. The page first shows it as a plain button, the same as the
 * menu's; the menu itself (Mantine's Menu and its positioning library, a fifth of the app's code)
 * is loaded when the button is reached for, and opens at once when the button was tapped.
 */
export function LanguageButton() {
  const LL = useLL();
  const { language } = useLanguage();
  const [menu, setMenu] = useState<{ Component: LanguageMenuComponent; opened: boolean } | null>(null);
  if (menu) return <menu.Component defaultOpened={menu.opened} />;
  const preload = () => void loadMenu().catch(() => undefined);
  const open = () =>
    void loadMenu().then(
      (Component) => setMenu({ Component, opened: true }),
      // Offline: say so rather than ignore the tap (docs/product/language.md).
      () => notify({ id: "language-menu-failed", color: "red", message: LL.common.language.menuFailed() }),
    );
  return (
    <Button
      variant="default"
      aria-haspopup="menu"
      aria-expanded={false}
      aria-label={LL.common.language.menuLabel({ current: language.toUpperCase() })}
      onPointerEnter={preload}
      onFocus={preload}
      onTouchStart={preload}
      onClick={open}
    >
      {language.toUpperCase()}
    </Button>
  );
}
