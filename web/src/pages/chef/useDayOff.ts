// addDayOff and removeDayOff: the cook closes the kitchen for a date, or opens it again.
import { graphql } from "react-relay/hooks";
import type { useDayOffAddMutation } from "../../__generated__/useDayOffAddMutation.graphql";
import type { useDayOffRemoveMutation } from "../../__generated__/useDayOffRemoveMutation.graphql";
import { notify } from "../../toaster/toaster";
import { useMutationResult } from "../../relay/useMutationResult";

export function useAddDayOff() {
  const [commit, isSaving] = useMutationResult<useDayOffAddMutation>(
    graphql`
      mutation useDayOffAddMutation($input: AddDayOffInput!) {
        result: addDayOff(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on DayOffPayload {
            cancelledOrderCount
            cook {
              ...DaysOffTab_cook
            }
          }
        }
      }
    `,
    "DayOffPayload",
  );
  const add = (input: { date: string; reason: string }, onDone: () => void) =>
    commit({
      variables: { input },
      failure: { title: "Error", fallback: "Failed to close the kitchen that day." },
      onSuccess: ({ cancelledOrderCount }) => {
        notify({
          type: "success",
          title: "Day off saved",
          description:
            cancelledOrderCount === 0
              ? "No orders were scheduled for that day."
              : `${cancelledOrderCount} scheduled ${cancelledOrderCount === 1 ? "order was" : "orders were"} cancelled and refunded; the customers were told.`,
        });
        onDone();
      },
    });
  return [add, isSaving] as const;
}

export function useRemoveDayOff() {
  const [commit, isRemoving] = useMutationResult<useDayOffRemoveMutation>(
    graphql`
      mutation useDayOffRemoveMutation($input: RemoveDayOffInput!) {
        result: removeDayOff(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on DayOffPayload {
            cook {
              ...DaysOffTab_cook
            }
          }
        }
      }
    `,
    "DayOffPayload",
  );
  const remove = (date: string) =>
    commit({
      variables: { input: { date } },
      failure: { title: "Error", fallback: "Failed to open the kitchen that day." },
      onSuccess: () => notify({ type: "success", title: "Kitchen open", description: `${date} is open again.` }),
    });
  return [remove, isRemoving] as const;
}
