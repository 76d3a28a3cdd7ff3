import { Button } from "@chakra-ui/react/button";
import { Heading } from "@chakra-ui/react/heading";
import { Text } from "@chakra-ui/react/text";
import { VStack } from "@chakra-ui/react/stack";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { PageNotFound } from "./PageNotFound";
import { isOffline, OfflineNotice } from "../pwa/OfflineNotice";

/** The error boundary of every page: the header and navigation stay, the page says what failed. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <PageNotFound />;
  if (isOffline(error)) return <OfflineNotice />;
  const message = error instanceof Error ? error.message : "Something went wrong";
  return (
    <VStack minH="50vh" justify="center" gap="3" px="6" textAlign="center" role="alert">
      <Heading as="h1" size="xl">
        Something went wrong
      </Heading>
      <Text color="fg.muted" maxW="lg">
        {message}
      </Text>
      <Button onClick={() => window.location.reload()}>Reload</Button>
    </VStack>
  );
}
