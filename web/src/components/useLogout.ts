// Logging out, wherever the button is (header, admin settings, the chef area's settings): ends the
// session on the server, then the Layout reloads the viewer and forgets the last user's records.
import { graphql } from "react-relay/hooks";
import type { useLogoutMutation } from "../__generated__/useLogoutMutation.graphql";
import { useMutationResult } from "../relay/useMutationResult";
import { useSessionChanged } from "./session";

/** [logout, isLoggingOut]: the companion spec's error catalogue toast 'Error' / 'Failed to logout.' on failure. */
export function useLogout() {
  const sessionChanged = useSessionChanged();
  const [commit, isLoggingOut] = useMutationResult<useLogoutMutation>(
    graphql`
      mutation useLogoutMutation {
        result: logout {
          __typename
          ... on Error {
            message
          }
          ... on LogoutPayload {
            success
          }
        }
      }
    `,
    "LogoutPayload",
  );
  const logout = () =>
    commit({
      variables: {},
      failure: { title: "Error", fallback: "Failed to logout.", describe: () => "Failed to logout." },
      onSuccess: () => void sessionChanged("/", { signedOut: true }),
    });
  return [logout, isLoggingOut] as const;
}
