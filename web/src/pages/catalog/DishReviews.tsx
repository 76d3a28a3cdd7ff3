// A dish's reviews on its page: the average with its stars, the breakdown by stars, and the latest
// reviews (all of them on request).
import { Button } from "@chakra-ui/react/button";
import { Card } from "@chakra-ui/react/card";
import { Heading } from "@chakra-ui/react/heading";
import { Progress } from "@chakra-ui/react/progress";
import { SimpleGrid } from "@chakra-ui/react/simple-grid";
import { HStack, Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { useState } from "react";
import { LuStar } from "react-icons/lu";
import { graphql, useFragment } from "react-relay/hooks";
import type { DishReviews_item$key } from "../../__generated__/DishReviews_item.graphql";

export function DishReviews({ item: key }: { item: DishReviews_item$key }) {
  const item = useFragment(
    graphql`
      fragment DishReviews_item on FoodItem {
        ratingSummary {
          averageRating
          totalReviews
          breakdown {
            stars
            count
          }
        }
        reviews(first: $reviews) {
          edges {
            node {
              id
              rating
              comment
              userName
              createdAt
            }
          }
        }
      }
    `,
    key,
  );
  const [showAll, setShowAll] = useState(false);
  const summary = item.ratingSummary;
  const reviews = item.reviews.edges.map((e) => e.node);
  const shown = showAll ? reviews : reviews.slice(0, 3);
  return (
    <Stack gap="4">
      <Heading as="h2" size="xl">
        Reviews
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
        <Stack gap="1" align={{ base: "start", md: "center" }} justify="center">
          <Text fontSize="4xl" fontWeight="bold">
            {summary.averageRating.toFixed(1)}
          </Text>
          <Stars rating={Math.round(summary.averageRating)} />
          <Text color="fg.muted" fontSize="sm">
            {summary.totalReviews} {summary.totalReviews === 1 ? "review" : "reviews"}
          </Text>
        </Stack>
        <Stack gap="1.5" gridColumn={{ md: "span 2" }}>
          {summary.breakdown.map((b) => (
            <HStack key={b.stars} gap="3">
              <Text w="14" fontSize="sm">
                {b.stars} stars
              </Text>
              <Progress.Root
                flex="1"
                value={summary.totalReviews ? (b.count / summary.totalReviews) * 100 : 0}
                size="sm"
                colorPalette="yellow"
              >
                <Progress.Track>
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
              <Text w="8" fontSize="sm" textAlign="end">
                {b.count}
              </Text>
            </HStack>
          ))}
        </Stack>
      </SimpleGrid>
      {reviews.length === 0 ? (
        <Text color="fg.muted">No reviews yet.</Text>
      ) : (
        <Stack gap="3">
          {shown.map((r) => (
            <Card.Root key={r.id} size="sm">
              <Card.Body gap="1">
                <HStack justify="space-between">
                  <Text fontWeight="semibold">{r.userName}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {new Date(r.createdAt).toLocaleDateString()}
                  </Text>
                </HStack>
                <Stars rating={r.rating} />
                {r.comment && <Text>{r.comment}</Text>}
              </Card.Body>
            </Card.Root>
          ))}
          {reviews.length > 3 && (
            <Button variant="outline" alignSelf="start" onClick={() => setShowAll((v) => !v)}>
              {showAll ? "Show less" : "Show all"}
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
}

function Stars({ rating }: { rating: number }) {
  return (
    <HStack gap="0.5" role="img" aria-label={`${rating} out of 5 stars`} color="yellow.500">
      {[1, 2, 3, 4, 5].map((n) => (
        <LuStar key={n} aria-hidden fill={n <= rating ? "currentColor" : "none"} />
      ))}
    </HStack>
  );
}
