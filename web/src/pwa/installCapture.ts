// Keeps the browser's install prompt from the start of the page for the install offer (install.ts,
// loaded with the page that makes the offer), and notes an installation.
type InstallPromptEvent = Event & { prompt: () => Promise<void>; userChoice: Promise<{ outcome: string }> };

/** Set once the user said 'Not now' or installed the app: the offer is not made again on this device. */
export const DISMISSED = "homeplate.install.dismissed";
let deferred: InstallPromptEvent | null = null;
let onChange: () => void = () => {};

export function captureInstallPrompt() {
  window.addEventListener("beforeinstallprompt", (event) => {
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    onChange();
  });
  window.addEventListener("appinstalled", () => {
    deferred = null;
    localStorage.setItem(DISMISSED, new Date().toISOString());
    onChange();
  });
}

export const deferredPrompt = () => deferred;
export function takeDeferredPrompt() {
  const event = deferred;
  deferred = null;
  return event;
}
export const onInstallPromptChange = (listener: () => void) => void (onChange = listener);
