// A list section of the recipe form (ingredients, steps): rows added, edited and removed.
import { Button, IconButton } from "@chakra-ui/react/button";
import { Card } from "@chakra-ui/react/card";
import { Input } from "@chakra-ui/react/input";
import { HStack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { Textarea } from "@chakra-ui/react/textarea";
import { LuPlus, LuTrash2 } from "react-icons/lu";

export function ListSection({
  title,
  item,
  items,
  onChange,
  error,
  numbered = false,
}: {
  title: string;
  item: string;
  items: string[];
  onChange: (items: string[]) => void;
  error?: string;
  numbered?: boolean;
}) {
  const Field = numbered ? Textarea : Input;
  return (
    <Card.Root borderRadius="2xl">
      <Card.Header>
        <Card.Title as="h2">{title}</Card.Title>
      </Card.Header>
      <Card.Body gap="3">
        {items.map((value, i) => (
          <HStack key={i} align="start">
            {numbered && (
              <Text fontWeight="semibold" minW="6" pt="2">
                {i + 1}.
              </Text>
            )}
            <Field
              aria-label={`${item} ${i + 1}`}
              value={value}
              onChange={(e) => onChange(items.map((v, j) => (j === i ? e.target.value : v)))}
            />
            {items.length > 1 && (
              <IconButton
                aria-label={`Remove ${item.toLowerCase()} ${i + 1}`}
                variant="ghost"
                onClick={() => onChange(items.filter((_, j) => j !== i))}
              >
                <LuTrash2 />
              </IconButton>
            )}
          </HStack>
        ))}
        {error && (
          <Text color="fg.error" fontSize="sm" role="alert">
            {error}
          </Text>
        )}
        <Button variant="outline" alignSelf="start" onClick={() => onChange([...items, ""])}>
          <LuPlus aria-hidden /> Add {item}
        </Button>
      </Card.Body>
    </Card.Root>
  );
}
