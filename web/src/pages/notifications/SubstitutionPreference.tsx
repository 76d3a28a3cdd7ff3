// What the customer wants when their kitchen closes on the day of an order: the refund only, or the
// refund and up to three safe dishes of other kitchens for the same slot.
import { Card } from "@chakra-ui/react/card";
import { Heading } from "@chakra-ui/react/heading";
import { RadioGroup } from "@chakra-ui/react/radio-group";
import { Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { graphql, useFragment } from "react-relay/hooks";
import type { SubstitutionPreference_viewer$key } from "../../__generated__/SubstitutionPreference_viewer.graphql";
import type { SubstitutionPreferenceMutation } from "../../__generated__/SubstitutionPreferenceMutation.graphql";
import { notify } from "../../toaster/toaster";
import { useMutationResult } from "../../relay/useMutationResult";

const CHOICES = [
  ["REFUND", "Refund me"],
  ["SUGGEST", "Refund me and suggest dishes from other kitchens for the same time"],
] as const;

export function SubstitutionPreference({ viewer: key }: { viewer: SubstitutionPreference_viewer$key }) {
  const viewer = useFragment(
    graphql`
      fragment SubstitutionPreference_viewer on User {
        substitutionPreference
      }
    `,
    key,
  );
  const [commit, isSaving] = useMutationResult<SubstitutionPreferenceMutation>(
    graphql`
      mutation SubstitutionPreferenceMutation($input: SetSubstitutionPreferenceInput!) {
        result: setSubstitutionPreference(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on SetSubstitutionPreferencePayload {
            mode
            viewer {
              id
              substitutionPreference
            }
          }
        }
      }
    `,
    "SetSubstitutionPreferencePayload",
  );
  const choose = (mode: "REFUND" | "SUGGEST") =>
    commit({
      variables: { input: { mode } },
      failure: { title: "Error", fallback: "Failed to save your choice." },
      onSuccess: () => notify({ type: "success", title: "Saved", description: "We will do that if a kitchen closes." }),
    });
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Heading as="h2" size="md">
          If a kitchen closes on the day of your order
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          Your order is cancelled and refunded in full either way.
        </Text>
      </Card.Header>
      <Card.Body>
        <RadioGroup.Root
          value={viewer.substitutionPreference ?? "REFUND"}
          disabled={isSaving}
          onValueChange={(e) => choose(e.value as "REFUND" | "SUGGEST")}
        >
          <Stack gap="2">
            {CHOICES.map(([value, label]) => (
              <RadioGroup.Item key={value} value={value}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{label}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
      </Card.Body>
    </Card.Root>
  );
}
