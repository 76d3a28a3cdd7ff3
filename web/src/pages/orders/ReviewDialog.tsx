// The review dialog of a delivered dish: 1 to 5 stars (Poor to Excellent) and an optional comment.
import { Button } from "@chakra-ui/react/button";
import { Dialog } from "@chakra-ui/react/dialog";
import { Portal } from "@chakra-ui/react/portal";
import { Stack } from "@chakra-ui/react/stack";
import { Textarea } from "@chakra-ui/react/textarea";
import { useState } from "react";
import { graphql } from "react-relay/hooks";
import { LuStar } from "react-icons/lu";
import type { ReviewDialogMutation } from "../../__generated__/ReviewDialogMutation.graphql";
import { StarPicker } from "../../components/StarPicker";
import { notify } from "../../toaster/toaster";
import { useMutationResult } from "../../relay/useMutationResult";

export function ReviewDialog({ orderItemId, dishName }: { orderItemId: number; dishName: string }) {
  const [open, setOpen] = useState(false);
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState("");
  const [createReview, isInFlight] = useMutationResult<ReviewDialogMutation>(
    graphql`
      mutation ReviewDialogMutation($input: CreateReviewInput!) {
        result: createReview(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on CreateReviewPayload {
            reviewId
            order {
              ...OrdersPage_order
            }
          }
        }
      }
    `,
    "CreateReviewPayload",
  );

  const submit = () => {
    if (rating === 0) {
      notify({ type: "error", title: "Rating Required", description: "Please select a rating before submitting" });
      return;
    }
    createReview({
      variables: { input: { orderItemId, rating, comment: comment.trim() || null } },
      failure: { title: "Error", fallback: "Failed to submit review" },
      onSuccess: () => {
        notify({ type: "success", title: "Review Submitted", description: "Thank you for your review!" });
        setOpen(false);
      },
    });
  };

  return (
    <Dialog.Root open={open} onOpenChange={(e) => setOpen(e.open)}>
      <Dialog.Trigger asChild>
        <Button size="xs" variant="outline">
          <LuStar /> Review
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Review {dishName}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <StarPicker value={rating} onChange={setRating} />
                <Textarea
                  aria-label="Comment"
                  placeholder="Tell others about this dish (optional)"
                  value={comment}
                  onChange={(e) => setComment(e.target.value)}
                  maxLength={2000}
                />
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="ghost" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button onClick={submit} loading={isInFlight}>
                Submit Review
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
