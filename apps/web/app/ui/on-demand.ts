/**
 * A widget whose code loads on first use: a menu, a drawer. Public pages render only its
 * trigger (a plain button), so Mantine's floating and overlay machinery (floating-ui,
 * Popover, Menu, react-remove-scroll) stays out of their JavaScript until someone opens one.
 * Pointing at or focusing the trigger starts the download; the click shows the widget, opened.
 */
import { useState } from 'react';

export type OnDemand = {
  /** True once the trigger was clicked: render the lazy widget (in Suspense) from then on. */
  wanted: boolean;
  /** For the trigger that stands in for the widget until then. */
  triggerProps: { onClick: () => void; onPointerEnter: () => void; onFocus: () => void };
};

export function useOnDemand(load: () => Promise<unknown>): OnDemand {
  const [wanted, setWanted] = useState(false);
  const preload = () => void load();
  return {
    wanted,
    triggerProps: { onClick: () => setWanted(true), onPointerEnter: preload, onFocus: preload },
  };
}
