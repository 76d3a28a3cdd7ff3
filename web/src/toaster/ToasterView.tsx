// The toast UI behind `notify` (toaster.tsx): Chakra's toaster and its state machine, loaded with
// the first toast rather than with every first page.
import { Portal } from "@chakra-ui/react/portal";
import { Stack } from "@chakra-ui/react/stack";
import { Toaster as ChakraToaster, Toast, createToaster } from "@chakra-ui/react/toast";
import { useEffect } from "react";
import { type ToastMessage, toasterMounted } from "./toaster";

const toaster = createToaster({ placement: "top", max: 1, pauseOnPageIdle: true });

function show({ title, description, type = "info" }: ToastMessage) {
  toaster.remove();
  toaster.create({ title, description, type, duration: 5000, closable: true });
}

/**
 * Mounted after the Chakra Toaster. The Toaster's state machine starts in a microtask queued by a
 * layout effect, so a task queued here runs after it has subscribed: a toast created before that
 * is never shown (seen with a page that toasts as it mounts, e.g. /reset-password without a token).
 */
function ToasterReady() {
  useEffect(() => {
    let unmount = () => {};
    const timer = setTimeout(() => {
      unmount = toasterMounted(show);
    });
    return () => {
      clearTimeout(timer);
      unmount();
    };
  }, []);
  return null;
}

export default function ToasterView() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: "4" }}>
        {(toast) => (
          <Toast.Root width={{ md: "sm" }} data-testid="toast">
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </ChakraToaster>
      <ToasterReady />
    </Portal>
  );
}
