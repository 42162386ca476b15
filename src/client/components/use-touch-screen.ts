import { useMediaQuery } from "@mantine/hooks";

/**
 * Whether the person points with a finger (`pointer: coarse`): a file zone then says "touch", not
 * "drag or click" (docs/product/wizard.md), the coverage map "touch a point", not "hover". Read
 * after hydration, so server and client agree first.
 */
export function useTouchScreen(): boolean {
  return useMediaQuery("(pointer: coarse)", false, { getInitialValueInEffect: true });
}
