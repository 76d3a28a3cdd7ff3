// Who is signed in, for route loaders that load different data by role ('/' is the menu for a
// customer and the chef area for a cook). A loader runs beside the Layout's viewer query, not after
// it, so it cannot wait for that answer: it reads the viewer from the store when a query has
// already brought it (every navigation after the first), and on a cold start from the hint the
// Layout left in localStorage. When the Layout then learns that the hint was wrong (the session
// ended or changed in another tab), it reruns the page's loader (Layout: rememberViewer).
import { environment } from "./environment";

export type KnownViewer = { role: string; approvalStatus: string | null } | null;

const KEY = "homeplate.viewer";
/** A loader used the hint since the Layout last remembered the viewer. */
let guessed = false;

function fromStore(): KnownViewer | undefined {
  const source = environment.getStore().getSource();
  const root = source.get("client:root");
  if (!root || !("viewer" in root)) return undefined;
  const ref = root.viewer as { __ref: string } | null;
  if (!ref) return null;
  const user = source.get(ref.__ref);
  if (!user || typeof user.role !== "string") return undefined;
  return { role: user.role, approvalStatus: typeof user.approvalStatus === "string" ? user.approvalStatus : null };
}

function fromHint(): KnownViewer {
  try {
    return JSON.parse(localStorage.getItem(KEY) ?? "null") as KnownViewer;
  } catch {
    return null;
  }
}

export function knownViewer(): KnownViewer {
  const stored = fromStore();
  if (stored !== undefined) return stored;
  guessed = true;
  return fromHint();
}

/** Keeps the hint for the next cold start; true when a loader guessed from a hint that was wrong. */
export function rememberViewer(viewer: KnownViewer): boolean {
  const next: KnownViewer = viewer && { role: viewer.role, approvalStatus: viewer.approvalStatus };
  const wrong = guessed && JSON.stringify(fromHint()) !== JSON.stringify(next);
  guessed = false;
  try {
    localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // Storage may be off (private mode): cold starts then guess 'visitor' and correct themselves.
  }
  return wrong;
}

export const isApprovedCook = (viewer: KnownViewer) => viewer?.role === "COOK" && viewer.approvalStatus === "APPROVED";
