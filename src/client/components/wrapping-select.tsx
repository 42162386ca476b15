import { Combobox, type ComboboxItem, InputBase, OptionsDropdown, useCombobox } from "@mantine/core";
import { useId } from "react";
import { dialogComboboxProps } from "./fixed-floating";

/**
 * A select whose chosen value wraps onto more lines instead of being cut: Mantine's Select shows it
 * in an <input>, one line, and a catalogue name ("Installation et réparation du chauffage") did not
 * fit a phone's dialog (docs/product/consoles.md). The field is a button with the combobox role (the
 * WAI-ARIA select-only combobox); the list, its keys and its look are Mantine's Select's.
 */
export function WrappingSelect({
  label,
  data,
  value,
  onChange,
  disabled,
}: {
  label: string;
  data: ComboboxItem[];
  value: string | null;
  onChange: (value: string) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const labelId = `${id}-label`;
  const combobox = useCombobox({
    onDropdownOpen: () => combobox.updateSelectedOptionIndex("active", { scrollIntoView: true }),
    onDropdownClose: () => combobox.resetSelectedOption(),
  });
  const chosen = data.find((item) => item.value === value);
  return (
    <Combobox
      store={combobox}
      // Only dialogs hold this field (the change of service).
      {...dialogComboboxProps}
      onOptionSubmit={(next) => {
        onChange(next);
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target targetType="button" withExpandedAttribute>
        <InputBase
          component="button"
          type="button"
          id={id}
          label={label}
          labelProps={{ id: labelId }}
          aria-labelledby={labelId}
          pointer
          multiline
          disabled={disabled}
          rightSection={<Combobox.Chevron />}
          rightSectionPointerEvents="none"
          onClick={() => combobox.toggleDropdown()}
        >
          {chosen?.label ?? "\u00a0"}
        </InputBase>
      </Combobox.Target>
      {/* Select's own list (Mantine exports it), with Select's defaults. */}
      <OptionsDropdown
        data={data}
        value={value}
        withCheckIcon
        checkIconPosition="left"
        labelId={labelId}
        filter={undefined}
        search={undefined}
        limit={undefined}
        withScrollArea
        maxDropdownHeight={undefined}
        unstyled={undefined}
        aria-label={undefined}
        scrollAreaProps={undefined}
      />
    </Combobox>
  );
}
