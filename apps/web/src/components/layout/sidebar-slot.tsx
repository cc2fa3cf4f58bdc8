import { createContext, useContext, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/** The sidebar's extra area (the Revision History of the project screen). Screens portal into it. */
export const SidebarSlotContext = createContext<HTMLElement | null>(null);

export function SidebarSlot({ children }: { children: ReactNode }) {
  const target = useContext(SidebarSlotContext);
  return target ? createPortal(children, target) : null;
}
