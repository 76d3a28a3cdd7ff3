import { Button } from "@chakra-ui/react/button";
import { Heading } from "@chakra-ui/react/heading";
import { Text } from "@chakra-ui/react/text";
import { VStack } from "@chakra-ui/react/stack";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { PageNotFound } from "./PageNotFound";
import { lazy, Suspense } from "react";
import { isOffline } from "../pwa/offline";

// Loaded only when a page failed for want of a connection (from the precache, offline).
const OfflineNotice = lazy(() => import("../pwa/OfflineNotice"));

/** The error boundary of every page: the header and navigation stay, the page says what failed. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <PageNotFound />;
  if (isOffline(error))
    return (
      <Suspense fallback={null}>
        <OfflineNotice />
      </Suspense>
    );
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
