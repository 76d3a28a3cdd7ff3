import { Container } from "@chakra-ui/react/container";
import { Heading } from "@chakra-ui/react/heading";
import { Text } from "@chakra-ui/react/text";

/** A page whose screen arrives with a later issue: its title and nothing made up. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <Container maxW="3xl" py="10">
      <Heading as="h1" size="2xl" mb="3">
        {title}
      </Heading>
      <Text color="fg.muted">This page arrives in a later release.</Text>
    </Container>
  );
}
