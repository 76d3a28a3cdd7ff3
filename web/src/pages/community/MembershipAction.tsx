// The recipe list's call to action by membership (companion spec §4): a visitor is pointed to login,
// a signed-in user who has not joined gets Join, one awaiting the mailed link a 'Check Email to
// Confirm' badge, and a member the 'Community Member' badge with 'Share Recipe'.
import { Badge } from "@chakra-ui/react/badge";
import { Button } from "@chakra-ui/react/button";
import { HStack } from "@chakra-ui/react/stack";
import { graphql, useFragment } from "react-relay/hooks";
import { LuMailCheck, LuPlus, LuUserPlus } from "react-icons/lu";
import { Link as RouterLink } from "react-router";
import type { MembershipAction_viewer$key } from "../../__generated__/MembershipAction_viewer.graphql";
import type { MembershipActionJoinMutation } from "../../__generated__/MembershipActionJoinMutation.graphql";
import { notify } from "../../toaster/toaster";
import { useMutationResult } from "../../relay/useMutationResult";

export function MembershipAction({ viewer: key }: { viewer: MembershipAction_viewer$key | null }) {
  const viewer = useFragment(
    graphql`
      fragment MembershipAction_viewer on User {
        communityMembership {
          status
        }
      }
    `,
    key,
  );
  const [join, isJoining] = useMutationResult<MembershipActionJoinMutation>(
    graphql`
      mutation MembershipActionJoinMutation {
        result: joinCommunity {
          __typename
          ... on Error {
            message
          }
          ... on JoinCommunityPayload {
            viewer {
              id
              ...MembershipAction_viewer
            }
          }
        }
      }
    `,
    "JoinCommunityPayload",
  );

  if (!viewer) {
    return (
      <Button asChild>
        <RouterLink to="/login">Login to Join</RouterLink>
      </Button>
    );
  }
  const status = viewer.communityMembership?.status;
  if (status === "CONFIRMED") {
    return (
      <HStack gap="3">
        <Badge colorPalette="green" size="lg">
          Community Member
        </Badge>
        <Button asChild>
          <RouterLink to="/recipes/create">
            <LuPlus aria-hidden /> Share Recipe
          </RouterLink>
        </Button>
      </HStack>
    );
  }
  if (status === "PENDING") {
    return (
      <Badge colorPalette="orange" size="lg">
        <LuMailCheck aria-hidden /> Check Email to Confirm
      </Badge>
    );
  }
  return (
    <Button
      loading={isJoining}
      onClick={() =>
        join({
          variables: {},
          failure: { title: "Join Failed", fallback: "Failed to join community. Please try again." },
          onSuccess: () =>
            notify({
              type: "success",
              title: "Community Joined!",
              description: "Please check your email to confirm your membership.",
            }),
        })
      }
    >
      <LuUserPlus aria-hidden /> Join Community
    </Button>
  );
}
