// A recipe's Like button with its count: toggles the signed-in user's like; visitors are sent to sign in.
import { Button } from "@chakra-ui/react/button";
import { graphql, useFragment } from "react-relay/hooks";
import { LuHeart } from "react-icons/lu";
import { Link as RouterLink } from "react-router";
import type { LikeButton_recipe$key } from "../../__generated__/LikeButton_recipe.graphql";
import type { LikeButtonMutation } from "../../__generated__/LikeButtonMutation.graphql";
import type { LikeButton_viewer$key } from "../../__generated__/LikeButton_viewer.graphql";
import { useViewerKey } from "../../components/session";
import { useMutationResult } from "../../relay/useMutationResult";

export function LikeButton({ recipe: key, size = "sm" }: { recipe: LikeButton_recipe$key; size?: "sm" | "md" }) {
  const recipe = useFragment(
    graphql`
      fragment LikeButton_recipe on Recipe {
        id
        title
        likes
        viewerHasLiked
      }
    `,
    key,
  );
  const viewer = useFragment<LikeButton_viewer$key>(
    graphql`
      fragment LikeButton_viewer on User {
        id
      }
    `,
    useViewerKey(),
  );
  const [like, isInFlight] = useMutationResult<LikeButtonMutation>(
    graphql`
      mutation LikeButtonMutation($input: LikeRecipeInput!) {
        result: likeRecipe(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on LikeRecipePayload {
            recipe {
              id
              likes
              viewerHasLiked
            }
          }
        }
      }
    `,
    "LikeRecipePayload",
  );
  // The visible count starts the name (WCAG 2.5.3, label in name).
  const count = `${recipe.likes} ${recipe.likes === 1 ? "like" : "likes"}`;
  const label = `${count}: ${recipe.viewerHasLiked ? "unlike" : "like"} ${recipe.title}`;
  if (!viewer) {
    return (
      <Button asChild size={size} variant="outline" aria-label={`${count}: sign in to like ${recipe.title}`}>
        <RouterLink to="/login">
          <LuHeart aria-hidden /> {recipe.likes}
        </RouterLink>
      </Button>
    );
  }
  return (
    <Button
      size={size}
      variant={recipe.viewerHasLiked ? "solid" : "outline"}
      colorPalette="red"
      aria-label={label}
      aria-pressed={recipe.viewerHasLiked}
      loading={isInFlight}
      onClick={() =>
        // An explicit state, so a double click cannot undo itself.
        like({
          variables: { input: { recipeId: recipe.id, liked: !recipe.viewerHasLiked } },
          failure: { title: "Error", fallback: "Failed to like the recipe. Please try again." },
          onSuccess: () => {},
        })
      }
    >
      <LuHeart aria-hidden fill={recipe.viewerHasLiked ? "currentColor" : "none"} /> {recipe.likes}
    </Button>
  );
}
