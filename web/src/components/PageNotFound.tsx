import { Button } from "@chakra-ui/react/button";
import { Heading } from "@chakra-ui/react/heading";
import { Text } from "@chakra-ui/react/text";
import { VStack } from "@chakra-ui/react/stack";
import { LuHouse } from "react-icons/lu";
import { Link as RouterLink } from "react-router";

export function PageNotFound() {
  return (
    <VStack minH="60vh" justify="center" gap="4" px="6" textAlign="center">
      <Text fontSize="6xl" fontWeight="bold" color="brand.solid" lineHeight="1">
        404
      </Text>
      <Heading as="h1" size="2xl">
        Page Not Found
      </Heading>
      <Text color="fg.muted">The page you are looking for does not exist or is not available to you.</Text>
      <Button asChild>
        <RouterLink to="/">
          <LuHouse /> Go Home
        </RouterLink>
      </Button>
    </VStack>
  );
}
