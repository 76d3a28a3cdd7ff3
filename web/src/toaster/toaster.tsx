// The app's one toaster (Chakra v3 has no ready-made toast): mounted once in the Layout, used
// through `notify`. The spec shows one toast at a time; a new one replaces the one on screen.
// The toast UI itself (ToasterView) is loaded by the first `notify`, so pages that never toast do
// not download Chakra's toast machine.
import { Suspense, lazy, useSyncExternalStore } from "react";

const ToasterView = lazy(() => import("./ToasterView"));

export type ToastKind = "success" | "error" | "info" | "warning";

export type ToastMessage = { title: string; description?: string; type?: ToastKind };

/** Shows a toast once the view is mounted and subscribed; null until then. */
let show: ((toast: ToastMessage) => void) | null = null;
/** The latest toast asked for before the view could show it. */
let waiting: ToastMessage | null = null;
/** Whether a toast has been asked for, so the Layout mounts the view. */
let wanted = false;
const listeners = new Set<() => void>();

export function notify(toast: ToastMessage) {
  if (show) {
    show(toast);
    return;
  }
  waiting = toast;
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
}

/** Called by ToasterView when its toaster can show toasts; returns the call for its unmount. */
export function toasterMounted(showToast: (toast: ToastMessage) => void) {
  show = showToast;
  if (waiting) showToast(waiting);
  waiting = null;
  return () => {
    show = null;
  };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function Toaster() {
  const isWanted = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  return isWanted ? (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  ) : null;
}
