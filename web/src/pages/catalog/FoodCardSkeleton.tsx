import { Card } from "@chakra-ui/react/card";
import { SimpleGrid } from "@chakra-ui/react/simple-grid";
import { Skeleton, SkeletonText } from "@chakra-ui/react/skeleton";

/** The spec's loading state: 8 placeholder cards. */
export function FoodCardSkeletons({ count = 8 }: { count?: number }) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="5" aria-busy="true" aria-label="Loading dishes">
      {Array.from({ length: count }, (_, i) => (
        <Card.Root key={i} overflow="hidden" data-testid="food-card-skeleton">
          <Skeleton h="44" />
          <Card.Body gap="3" p="4">
            <Skeleton h="5" w="70%" />
            <SkeletonText noOfLines={2} />
            <Skeleton h="4" w="40%" />
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
