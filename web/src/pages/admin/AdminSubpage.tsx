import { Button } from "@chakra-ui/react/button";
import { Container, type ContainerProps } from "@chakra-ui/react/container";
import { Flex } from "@chakra-ui/react/flex";
import { Heading } from "@chakra-ui/react/heading";
import type { ReactNode } from "react";
import { LuArrowLeft } from "react-icons/lu";
import { Link as RouterLink } from "react-router";

/** An admin page below the dashboard: 'Back to Dashboard', its title, then its content. */
export function AdminSubpage({
  title,
  maxW,
  children,
}: {
  title: string;
  maxW: ContainerProps["maxW"];
  children: ReactNode;
}) {
  return (
    <Container maxW={maxW} py="6">
      <Flex align="center" gap="3" mb="6">
        <Button asChild variant="ghost" size="sm">
          <RouterLink to="/admin">
            <LuArrowLeft /> Back to Dashboard
          </RouterLink>
        </Button>
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
      </Flex>
      {children}
    </Container>
  );
}
