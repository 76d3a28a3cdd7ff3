// A recipe's comments, newest first and paged, with the 1-5 star picker and comment box for
// signed-in users (visitors are asked to sign in); authors and admins delete comments.
import { Box } from "@chakra-ui/react/box";
import { Button, IconButton } from "@chakra-ui/react/button";
import { Card } from "@chakra-ui/react/card";
import { Heading } from "@chakra-ui/react/heading";
import { Link } from "@chakra-ui/react/link";
import { HStack, Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { Textarea } from "@chakra-ui/react/textarea";
import { useState } from "react";
import { graphql, useFragment, usePaginationFragment } from "react-relay/hooks";
import { LuStar, LuTrash2 } from "react-icons/lu";
import { Link as RouterLink } from "react-router";
import type { RecipeCommentsAddMutation } from "../../__generated__/RecipeCommentsAddMutation.graphql";
import type { RecipeCommentsDeleteMutation } from "../../__generated__/RecipeCommentsDeleteMutation.graphql";
import type { RecipeComments_comment$key } from "../../__generated__/RecipeComments_comment.graphql";
import type { RecipeComments_recipe$key } from "../../__generated__/RecipeComments_recipe.graphql";
import type { RecipeCommentsPaginationQuery } from "../../__generated__/RecipeCommentsPaginationQuery.graphql";
import { LoadMore } from "../../components/LoadMore";
import { StarPicker } from "../../components/StarPicker";
import type { RecipeComments_viewer$key } from "../../__generated__/RecipeComments_viewer.graphql";
import { useViewerKey } from "../../components/session";
import { useMutationResult } from "../../relay/useMutationResult";

const PAGE = 10;

export function RecipeComments({ recipe: key }: { recipe: RecipeComments_recipe$key }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    RecipeCommentsPaginationQuery,
    RecipeComments_recipe$key
  >(
    graphql`
      fragment RecipeComments_recipe on Recipe
      @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "String" })
      @refetchable(queryName: "RecipeCommentsPaginationQuery") {
        id
        commentCount
        comments(first: $count, after: $cursor) @connection(key: "RecipeComments_comments") {
          __id
          edges {
            node {
              id
              ...RecipeComments_comment
            }
          }
        }
      }
    `,
    key,
  );
  const viewer = useFragment<RecipeComments_viewer$key>(
    graphql`
      fragment RecipeComments_viewer on User {
        id
      }
    `,
    useViewerKey(),
  );
  return (
    <Card.Root borderRadius="2xl">
      <Card.Header>
        <Heading as="h2" size="lg">
          Comments ({data.commentCount})
        </Heading>
      </Card.Header>
      <Card.Body gap="5">
        {viewer ? (
          <CommentForm recipeId={data.id} connectionId={data.comments.__id} />
        ) : (
          <Text>
            <Link asChild colorPalette="brand" fontWeight="semibold">
              <RouterLink to="/login">Sign in</RouterLink>
            </Link>{" "}
            to rate this recipe and share your thoughts.
          </Text>
        )}
        {data.comments.edges.length === 0 ? (
          <Text color="fg.muted">No comments yet. Be the first to share your thoughts!</Text>
        ) : (
          <Stack gap="3" as="ul" listStyleType="none">
            {data.comments.edges.map((edge) => (
              <Comment key={edge.node.id} comment={edge.node} />
            ))}
          </Stack>
        )}
        <LoadMore hasNext={hasNext} isLoadingNext={isLoadingNext} loadNext={loadNext} count={PAGE} />
      </Card.Body>
    </Card.Root>
  );
}

function CommentForm({ recipeId, connectionId }: { recipeId: string; connectionId: string }) {
  const [rating, setRating] = useState(5);
  const [comment, setComment] = useState("");
  const [add, isAdding] = useMutationResult<RecipeCommentsAddMutation>(
    graphql`
      mutation RecipeCommentsAddMutation($input: AddRecipeCommentInput!, $connections: [ID!]!) {
        result: addRecipeComment(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on AddRecipeCommentPayload {
            comment @prependNode(connections: $connections, edgeTypeName: "RecipeCommentsConnectionEdge") {
              id
              ...RecipeComments_comment
            }
            recipe {
              id
              commentCount
            }
          }
        }
      }
    `,
    "AddRecipeCommentPayload",
  );
  const submit = () =>
    add({
      variables: { input: { recipeId, comment: comment.trim(), rating }, connections: [connectionId] },
      failure: { title: "Error", fallback: "Failed to add your comment. Please try again." },
      onSuccess: () => {
        setComment("");
        setRating(5);
      },
    });
  return (
    <Stack gap="3" as="form" onSubmit={(e) => (e.preventDefault(), submit())}>
      <StarPicker value={rating} onChange={setRating} label="Your rating" />
      <Textarea
        aria-label="Comment"
        placeholder="Share your thoughts on this recipe..."
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        maxLength={2000}
      />
      <Button type="submit" alignSelf="start" disabled={comment.trim() === "" || isAdding} loading={isAdding}>
        Add Comment
      </Button>
    </Stack>
  );
}

function Comment({ comment: key }: { comment: RecipeComments_comment$key }) {
  const comment = useFragment(
    graphql`
      fragment RecipeComments_comment on RecipeComment {
        id
        comment
        rating
        createdAt
        userName
        canDelete
      }
    `,
    key,
  );
  const [remove, isRemoving] = useMutationResult<RecipeCommentsDeleteMutation>(
    graphql`
      mutation RecipeCommentsDeleteMutation($input: DeleteRecipeCommentInput!) {
        result: deleteRecipeComment(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on DeleteRecipeCommentPayload {
            deletedCommentId @deleteRecord
            recipe {
              id
              commentCount
            }
          }
        }
      }
    `,
    "DeleteRecipeCommentPayload",
  );
  return (
    <Box as="li" borderWidth="1px" borderRadius="lg" p="3" data-testid="recipe-comment">
      <HStack justify="space-between" align="start">
        <Stack gap="0">
          <Text fontWeight="semibold">{comment.userName}</Text>
          <Text fontSize="sm" color="fg.muted">
            {new Date(comment.createdAt).toLocaleDateString()}
          </Text>
        </Stack>
        <HStack gap="1">
          <HStack gap="0" color="yellow.500" aria-label={`${comment.rating} of 5 stars`} role="img">
            {Array.from({ length: 5 }, (_, i) => (
              <LuStar key={i} aria-hidden fill={i < comment.rating ? "currentColor" : "none"} />
            ))}
          </HStack>
          {comment.canDelete && (
            <IconButton
              aria-label="Delete comment"
              size="xs"
              variant="ghost"
              loading={isRemoving}
              onClick={() =>
                remove({
                  variables: { input: { commentId: comment.id } },
                  failure: { title: "Error", fallback: "Failed to delete the comment." },
                  onSuccess: () => {},
                })
              }
            >
              <LuTrash2 />
            </IconButton>
          )}
        </HStack>
      </HStack>
      <Text mt="2" whiteSpace="pre-wrap">
        {comment.comment}
      </Text>
    </Box>
  );
}
