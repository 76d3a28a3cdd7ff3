// The app's one toaster (Chakra v3 has no ready-made toast): mounted once in the Layout, used
// through `notify`. The spec shows one toast at a time; a new one replaces the one on screen.
import { Portal } from "@chakra-ui/react/portal";
import { Stack } from "@chakra-ui/react/stack";
import { Toaster as ChakraToaster, Toast, createToaster } from "@chakra-ui/react/toast";
import { useEffect } from "react";

const toaster = createToaster({ placement: "top", max: 1, pauseOnPageIdle: true });

export type ToastKind = "success" | "error" | "info" | "warning";

type Toast = { title: string; description?: string; type?: ToastKind };

// A toast created before the Toaster has subscribed to the toaster is never shown (seen with a
// page that toasts as it mounts, e.g. /reset-password without a token), so it waits until then.
let toasterReady = false;
let waiting: Toast | null = null;

function show({ title, description, type = "info" }: Toast) {
  toaster.remove();
  toaster.create({ title, description, type, duration: 5000, closable: true });
}

export function notify(toast: Toast) {
  if (toasterReady) show(toast);
  else waiting = toast;
}

/**
 * Mounted after the Chakra Toaster. The Toaster's state machine starts in a microtask queued by a
 * layout effect, so a task queued here runs after it has subscribed.
 */
function ToasterReady() {
  useEffect(() => {
    const timer = setTimeout(() => {
      toasterReady = true;
      if (waiting) show(waiting);
      waiting = null;
    });
    return () => {
      clearTimeout(timer);
      toasterReady = false;
    };
  }, []);
  return null;
}

export function Toaster() {
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
