import { Card } from "@chakra-ui/react/card";
import { Container } from "@chakra-ui/react/container";
import { Heading } from "@chakra-ui/react/heading";
import { Text } from "@chakra-ui/react/text";
import type { ReactNode } from "react";

/** The frame of the account forms: a titled card in the middle of the page. */
export function FormCard({
  title,
  description,
  maxW = "md",
  children,
  footer,
}: {
  title: string;
  description?: ReactNode;
  maxW?: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Container maxW={maxW} py={{ base: "6", md: "10" }}>
      <Card.Root variant="elevated" borderRadius="2xl">
        <Card.Header textAlign="center" gap="1">
          <Heading as="h1" size="2xl">
            {title}
          </Heading>
          {description && <Text color="fg.muted">{description}</Text>}
        </Card.Header>
        <Card.Body>{children}</Card.Body>
        {footer && (
          <Card.Footer flexDirection="column" gap="2" fontSize="sm" color="fg.muted">
            {footer}
          </Card.Footer>
        )}
      </Card.Root>
    </Container>
  );
}
