// A confirmation before an admin action that mails someone or cannot be undone (companion spec §5).
import { Button, CloseButton } from "@chakra-ui/react/button";
import { Dialog } from "@chakra-ui/react/dialog";
import { Portal } from "@chakra-ui/react/portal";
import type { ReactNode } from "react";

export function ConfirmDialog(props: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  destructive?: boolean;
  loading?: boolean;
  confirmDisabled?: boolean;
  onConfirm: () => void;
}) {
  return (
    <Dialog.Root
      open={props.open}
      onOpenChange={(e) => !e.open && props.onClose()}
      role={props.destructive ? "alertdialog" : "dialog"}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{props.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{props.children}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={props.onClose}>
                Cancel
              </Button>
              <Button
                colorPalette={props.destructive ? "red" : undefined}
                loading={props.loading}
                disabled={props.confirmDisabled}
                onClick={props.onConfirm}
              >
                {props.confirmLabel}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
