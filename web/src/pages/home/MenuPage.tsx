import { Container } from "@chakra-ui/react/container";
import { Heading } from "@chakra-ui/react/heading";
import { Text } from "@chakra-ui/react/text";

/** The customer's menu. Its food cards arrive with the catalog; until then, no made-up dishes. */
export default function MenuPage() {
  return (
    <Container maxW="6xl" py="8">
      <Heading as="h1" size="2xl" mb="2">
        Popular Near You
      </Heading>
      <Text color="fg.muted">The menu is coming soon: dishes from approved chefs near you will appear here.</Text>
    </Container>
  );
}
