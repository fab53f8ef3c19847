import { useCallback, useId, useRef, useState } from 'react';
import { useDismiss } from '@vetnow/web-kit/ui/use-dismiss';

/**
 * A button that opens a region it controls (the user menu, the notifications panel): whether it is open, the
 * region's id for aria-controls, and the refs `useDismiss` needs to close it on Escape or a press outside.
 */
export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, container, button);
  /** Spread on the toggle button: its ref, type and the ARIA that ties it to the region. */
  const buttonProps = { ref: button, type: 'button', 'aria-expanded': open, 'aria-controls': regionId } as const;
  return { open, setOpen, close, regionId, container, button, buttonProps };
}
