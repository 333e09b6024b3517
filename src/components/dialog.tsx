import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** Tailwind width class; default max-w-md. */
  width?: string;
  /** A dialog that must not be dismissed by Escape or a click outside (e.g. a running wait). */
  modal?: 'dismissable' | 'locked';
}

/** The one modal dialog of the console (Radix: focus trap, Escape, aria wiring). */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  width,
  modal,
}: DialogProps) {
  const locked = modal === 'locked';
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <RadixDialog.Content
          className={`fixed top-1/2 left-1/2 z-50 w-[92vw] ${width ?? 'max-w-md'} -translate-x-1/2 -translate-y-1/2 rounded-lg border border-line bg-surface p-5 text-fg shadow-xl`}
          onEscapeKeyDown={locked ? (e) => e.preventDefault() : undefined}
          onPointerDownOutside={locked ? (e) => e.preventDefault() : undefined}
          aria-describedby={description ? undefined : undefined}
        >
          <RadixDialog.Title className="text-lg font-semibold">{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className="mt-1 text-sm text-muted">
              {description}
            </RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
          )}
          <div className="mt-4">{children}</div>
          {footer ? <div className="mt-5 flex justify-end gap-2">{footer}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
