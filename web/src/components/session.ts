// The signed-in user, as the Layout's root query loaded it, and the way pages tell the Layout that
// the session cookie changed (login, registration, logout). Pages read the viewer through fragments
// of their own (`<Component>_viewer on User`), which the Layout's query spreads; useViewerKey hands
// them the reference, never the data.
import { createContext, use } from "react";
import type { LayoutQuery$data } from "../__generated__/LayoutQuery.graphql";

export type Viewer = NonNullable<LayoutQuery$data["viewer"]>;

export type Session = {
  /** The signed-in user, or null for a visitor. */
  viewer: Viewer | null;
  /**
   * Reloads the viewer after the session cookie changed, then goes to `to`. Meanwhile the page area
   * shows the spinner, so no page is ever shown to a role the route table does not allow.
   * `signedOut` also marks every cached record stale, so nothing of the last user is reused.
   */
  sessionChanged: (to: string, options?: { signedOut?: boolean }) => Promise<void>;
};

export const SessionContext = createContext<Session | null>(null);

function useSession(): Session {
  const session = use(SessionContext);
  if (!session) throw new Error("useSession must be used inside the Layout");
  return session;
}

/** The reference for a `<Component>_viewer` fragment: null for a visitor. */
export const useViewerKey = () => useSession().viewer;
export const useSessionChanged = () => useSession().sessionChanged;
/** Whether someone is signed in (for parts that only show or hide themselves by it). */
export const useSignedIn = () => useSession().viewer !== null;
