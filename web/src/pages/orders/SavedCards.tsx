// The customer's saved cards on /orders: the cards kept (with their consent, at checkout) for tips
// after delivery, each removable. A removed card is detached at the payment provider and never
// charged again.
import { Button } from "@chakra-ui/react/button";
import { Card } from "@chakra-ui/react/card";
import { Heading } from "@chakra-ui/react/heading";
import { HStack, Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { graphql, useFragment } from "react-relay/hooks";
import type { SavedCardsRemoveMutation } from "../../__generated__/SavedCardsRemoveMutation.graphql";
import type { SavedCards_viewer$key } from "../../__generated__/SavedCards_viewer.graphql";
import { useMutationResult } from "../../relay/useMutationResult";
import { notify } from "../../toaster/toaster";

export function SavedCards({ viewer: key }: { viewer: SavedCards_viewer$key }) {
  const viewer = useFragment(
    graphql`
      fragment SavedCards_viewer on User @argumentDefinitions(cards: { type: "Int!" }) {
        savedCards(first: $cards) @connection(key: "SavedCards_savedCards") {
          __id
          edges {
            node {
              id
              label
              expMonth
              expYear
            }
          }
        }
      }
    `,
    key,
  );
  const [remove, removing] = useMutationResult<SavedCardsRemoveMutation>(
    graphql`
      mutation SavedCardsRemoveMutation($input: RemoveSavedCardInput!, $connections: [ID!]!) {
        result: removeSavedCard(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on RemoveSavedCardPayload {
            removedCardId @deleteEdge(connections: $connections)
          }
        }
      }
    `,
    "RemoveSavedCardPayload",
  );
  const cards = viewer.savedCards.edges.map((edge) => edge.node);
  return (
    <Card.Root variant="outline" mb="6" data-testid="saved-cards">
      <Card.Header>
        <Heading as="h2" size="md">
          Saved cards
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          Cards you chose to save at checkout, for tips after delivery.
        </Text>
      </Card.Header>
      <Card.Body>
        {cards.length === 0 ? (
          <Text color="fg.muted">No saved cards. Tick "Save this card for tips after delivery" when you pay.</Text>
        ) : (
          <Stack gap="2">
            {cards.map((card) => (
              <HStack key={card.id} justify="space-between">
                <Text>
                  {card.label} · expires {String(card.expMonth).padStart(2, "0")}/{card.expYear}
                </Text>
                <Button
                  size="sm"
                  variant="outline"
                  colorPalette="red"
                  loading={removing}
                  onClick={() =>
                    remove({
                      variables: { input: { cardId: card.id }, connections: [viewer.savedCards.__id] },
                      failure: { title: "Error", fallback: "Unable to remove the card." },
                      onSuccess: () =>
                        notify({
                          type: "success",
                          title: "Card removed",
                          description: `${card.label} is no longer saved.`,
                        }),
                    })
                  }
                >
                  Remove
                </Button>
              </HStack>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
