// The heart on dish and kitchen cards and pages: adds to or removes from the signed-in user's
// favourites on the server. Visitors see no heart. On /favourites, `connections` lets a removal take
// the card off the list at once.
import { IconButton } from "@chakra-ui/react/button";
import type { MouseEvent } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import { LuHeart } from "react-icons/lu";
import type { FavouriteButton_cook$key } from "../../__generated__/FavouriteButton_cook.graphql";
import type { FavouriteButton_item$key } from "../../__generated__/FavouriteButton_item.graphql";
import type { FavouriteButtonDishMutation } from "../../__generated__/FavouriteButtonDishMutation.graphql";
import type { FavouriteButtonKitchenMutation } from "../../__generated__/FavouriteButtonKitchenMutation.graphql";
import { useSignedIn } from "../../components/session";
import { useMutationResult } from "../../relay/useMutationResult";

type Props = { connections?: readonly string[]; size?: "sm" | "md" };

function Heart({
  on,
  label,
  busy,
  size,
  onToggle,
}: {
  on: boolean;
  label: string;
  busy: boolean;
  size: "sm" | "md";
  onToggle: () => void;
}) {
  // Over a card's link: the click must not reach it.
  const click = (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    onToggle();
  };
  return (
    <IconButton
      aria-label={label}
      aria-pressed={on}
      title={label}
      size={size}
      variant="subtle"
      rounded="full"
      bg="bg/90"
      color={on ? "red.500" : "fg.muted"}
      loading={busy}
      onClick={click}
      data-testid="favourite-button"
    >
      <LuHeart fill={on ? "currentColor" : "none"} />
    </IconButton>
  );
}

export function FavouriteDishButton({
  item: key,
  connections = [],
  size = "sm",
}: Props & { item: FavouriteButton_item$key }) {
  const item = useFragment(
    graphql`
      fragment FavouriteButton_item on FoodItem {
        id
        name
        isFavourite
      }
    `,
    key,
  );
  const signedIn = useSignedIn();
  const [commit, busy] = useMutationResult<FavouriteButtonDishMutation>(
    graphql`
      mutation FavouriteButtonDishMutation($input: SetFavouriteDishInput!, $connections: [ID!]!) {
        result: setFavouriteDish(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on SetFavouriteDishPayload {
            favourite
            removedId: foodItemId @deleteEdge(connections: $connections)
            foodItem {
              id
              isFavourite
            }
          }
        }
      }
    `,
    "SetFavouriteDishPayload",
  );
  if (!signedIn) return null;
  const favourite = !item.isFavourite;
  return (
    <Heart
      on={item.isFavourite}
      busy={busy}
      size={size}
      label={item.isFavourite ? `Remove ${item.name} from favourites` : `Add ${item.name} to favourites`}
      onToggle={() =>
        commit({
          // Only a removal leaves a favourites list.
          variables: { input: { foodItemId: item.id, favourite }, connections: favourite ? [] : connections },
          failure: { title: "Error", fallback: "Could not update your favourites" },
          onSuccess: () => {},
        })
      }
    />
  );
}

export function FavouriteKitchenButton({
  cook: key,
  connections = [],
  size = "sm",
}: Props & { cook: FavouriteButton_cook$key }) {
  const cook = useFragment(
    graphql`
      fragment FavouriteButton_cook on User {
        id
        username
        isFavouriteKitchen
      }
    `,
    key,
  );
  const signedIn = useSignedIn();
  const [commit, busy] = useMutationResult<FavouriteButtonKitchenMutation>(
    graphql`
      mutation FavouriteButtonKitchenMutation($input: SetFavouriteKitchenInput!, $connections: [ID!]!) {
        result: setFavouriteKitchen(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on SetFavouriteKitchenPayload {
            favourite
            removedId: cookId @deleteEdge(connections: $connections)
            cook {
              id
              isFavouriteKitchen
            }
          }
        }
      }
    `,
    "SetFavouriteKitchenPayload",
  );
  if (!signedIn) return null;
  const favourite = !cook.isFavouriteKitchen;
  return (
    <Heart
      on={cook.isFavouriteKitchen}
      busy={busy}
      size={size}
      label={
        cook.isFavouriteKitchen
          ? `Remove ${cook.username}'s kitchen from favourites`
          : `Add ${cook.username}'s kitchen to favourites`
      }
      onToggle={() =>
        commit({
          variables: { input: { cookId: cook.id, favourite }, connections: favourite ? [] : connections },
          failure: { title: "Error", fallback: "Could not update your favourites" },
          onSuccess: () => {},
        })
      }
    />
  );
}
